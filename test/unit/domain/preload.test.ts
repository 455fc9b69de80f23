import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { prefetchAllowed, sameOriginPage } from '@domain/preload';
import { widgetNamesIn } from '@domain/widget-names';

describe('prefetchAllowed', () => {
  it('prefetches unless the reader saves data or the connection is 2G-class', () => {
    expect(prefetchAllowed(undefined)).toBe(true);
    expect(prefetchAllowed({})).toBe(true);
    expect(prefetchAllowed({ effectiveType: '4g', saveData: false })).toBe(true);
    expect(prefetchAllowed({ effectiveType: '3g' })).toBe(true);
    expect(prefetchAllowed({ effectiveType: '4g', saveData: true })).toBe(false);
    expect(prefetchAllowed({ effectiveType: '2g' })).toBe(false);
    expect(prefetchAllowed({ effectiveType: 'slow-2g' })).toBe(false);
  });
});

describe('widgetNamesIn', () => {
  it("finds a page's containers and behaviours, each once, whatever the quoting", () => {
    const html = `<div data-container="MiniCart"><a href="/cart">Cart</a></div>
      <nav data-behaviour='PreLoad'></nav><p data-behaviour=AddTimeAgo>x</p>
      <button data-behaviour="ContrastSwitcher  AddLoginRedirect">c</button>
      <div data-container="MiniCart" data-container-x="no"></div><div data-container=""></div>
      <p>data-container="NotAnAttribute"</p>`;
    expect(widgetNamesIn(html)).toEqual({
      containers: ['MiniCart'],
      behaviours: ['PreLoad', 'AddTimeAgo', 'ContrastSwitcher', 'AddLoginRedirect'],
    });
  });

  it('finds every name written into a page', () => {
    const name = fc.stringMatching(/^[A-Z][A-Za-z]{1,12}$/);
    fc.assert(
      fc.property(fc.uniqueArray(name, { maxLength: 5 }), (names) => {
        const html = names.map((n) => `<div data-container="${n}"></div>`).join('\n');
        expect(widgetNamesIn(html).containers).toEqual(names);
      }),
    );
  });
});

describe('sameOriginPage', () => {
  const base = 'https://magazine.test/articles/';
  it('resolves same-site pages and drops the fragment', () => {
    expect(sameOriginPage('/books/', base)).toBe('https://magazine.test/books/');
    expect(sameOriginPage('web#top', base)).toBe('https://magazine.test/articles/web');
  });
  it('refuses other sites, other schemes and what is no URL', () => {
    expect(sameOriginPage('https://elsewhere.test/', base)).toBeUndefined();
    expect(sameOriginPage('javascript:alert(1)', base)).toBeUndefined();
    expect(sameOriginPage('mailto:a@b.test', base)).toBeUndefined();
    expect(sameOriginPage('http://[bad', base)).toBeUndefined();
  });
});
