import { describe, expect, it } from 'vitest';
import { buildMarkup, patchChildren } from '@kit';
import type { Markup } from '@kit';

const p = (text: string, role?: string): Markup => ({
  tag: 'p',
  ...(role && { attributes: { role } }),
  children: [text],
});
const button = (text: string, disabled = false): Markup => ({
  tag: 'button',
  className: 'b',
  attributes: { type: 'button', ...(disabled && { 'aria-disabled': 'true' }) },
  children: [text],
});

const parentWith = (html: string) => {
  document.body.innerHTML = `<div id="parent">${html}</div>`;
  return document.getElementById('parent') as HTMLElement;
};

describe('patchChildren', () => {
  it('builds into an empty parent what buildMarkup builds, and drops what was there', () => {
    const markup: Markup = {
      tag: 'div',
      className: 'x',
      attributes: { 'aria-busy': 'true' },
      children: ['a ', { tag: 'mark', children: ['<b>'] }, p('c')],
    };
    const parent = parentWith('\n  <noscript>No script</noscript> text\n');
    patchChildren(parent, [markup]);
    expect(parent.innerHTML).toBe(buildMarkup(document, markup).outerHTML);
  });

  it('updates in place what shows the same kind of thing: text, attributes, classes', () => {
    const parent = parentWith('');
    patchChildren(parent, [button('Load more', false), 'tail']);
    const [element, text] = [...parent.childNodes];
    patchChildren(parent, [{ ...button('Loading…', true), className: 'b busy' }, 'end']);
    expect([...parent.childNodes]).toEqual([element, text]);
    expect(parent.innerHTML).toBe(
      '<button class="b busy" type="button" aria-disabled="true">Loading…</button>end',
    );
    patchChildren(parent, [{ tag: 'button', children: ['Load more'] }, 'end']);
    expect(parent.firstChild).toBe(element);
    expect(parent.innerHTML).toBe('<button>Load more</button>end');
  });

  it('replaces a node of another tag, kind or role: a status region never becomes an alert', () => {
    const parent = parentWith('');
    patchChildren(parent, [p('Searching…', 'status'), 'text', { tag: 'span', children: [] }]);
    const [status, text, span] = [...parent.childNodes];
    patchChildren(parent, [p('Failed', 'alert'), { tag: 'i', children: [] }, 'now text']);
    const now = [...parent.childNodes];
    expect(now).toHaveLength(3);
    [status, text, span].forEach((node, index) => expect(now[index]).not.toBe(node));
    expect(parent.innerHTML).toBe('<p role="alert">Failed</p><i></i>now text');
  });

  it('puts a part that comes between two others before the later one, moving neither', () => {
    const parent = parentWith('');
    patchChildren(parent, [{ tag: 'ol', children: [] }, p('', 'status'), button('More')]);
    const [list, region, more] = [...parent.children];
    (more as HTMLElement).focus();
    patchChildren(parent, [
      { tag: 'ol', children: [] },
      p('', 'status'),
      p('Failed', 'alert'),
      button('More'),
    ]);
    const [, , note, last] = [...parent.children];
    expect([parent.children[0], parent.children[1], last]).toEqual([list, region, more]);
    expect(note?.outerHTML).toBe('<p role="alert">Failed</p>');
    expect(document.activeElement).toBe(more);
    // And when it goes again, the button still stays.
    patchChildren(parent, [{ tag: 'ol', children: [] }, p('', 'status'), button('More')]);
    expect([...parent.children]).toEqual([list, region, more]);
    expect(document.activeElement).toBe(more);
  });

  it('keeps the items shown and adds the new ones after them; removes what is left over', () => {
    const item = (n: number): Markup => ({ tag: 'li', children: [`Item ${n}`] });
    const parent = parentWith('');
    patchChildren(parent, [1, 2].map(item));
    const before = [...parent.children];
    patchChildren(parent, [1, 2, 3, 4].map(item));
    expect([...parent.children].slice(0, 2)).toEqual(before);
    expect(parent.textContent).toBe('Item 1Item 2Item 3Item 4');
    patchChildren(parent, [item(1)]);
    expect([...parent.children]).toEqual(before.slice(0, 1));
    patchChildren(parent, []);
    expect(parent.childNodes).toHaveLength(0);
  });
});
