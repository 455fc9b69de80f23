import { describe, expect, it } from 'vitest';
import { adColours, featureContent, webUrl } from '@domain/feature-panel';
import type { FeatureInputs } from '@domain/feature-panel';
import type { Ad } from '@domain/ads';

const ad = (id: string, placement = 'sidebar', more: Partial<Ad> = {}): Ad => ({
  external_id: id,
  active: true,
  statlink: `https://ads.example/click/${id}`,
  company: `Company ${id}`,
  description: `What ${id} sells`,
  placement,
  ...more,
});
const panels = [
  { kind: 'article', id: 'first' },
  { kind: 'book', id: 'book' },
];
const inputs = (more: Partial<FeatureInputs<(typeof panels)[number]>> = {}) => ({
  placement: 'sidebar',
  partnersAllowed: true,
  readerKnown: true,
  ads: {
    status: 'ready' as const,
    ads: [ad('a'), ad('b'), ad('c')],
    hidden: false,
    blocked: false,
  },
  panels,
  ...more,
});

describe('featureContent (SPEC points 4, 5, 9)', () => {
  it('shows at most two eligible ads of the placement', () => {
    const content = featureContent(
      inputs({
        ads: {
          status: 'ready',
          ads: [
            ad('off', 'sidebar', { active: false }),
            ad('x', 'article'),
            ad('a'),
            ad('b'),
            ad('c'),
          ],
          hidden: false,
          blocked: false,
        },
      }),
    );
    expect(content).toEqual({ kind: 'ads', ads: [ad('a'), ad('b')] });
  });

  it('skips ads whose link is not a web link', () => {
    const content = featureContent(
      inputs({
        ads: {
          status: 'ready',
          ads: [ad('js', 'sidebar', { statlink: 'javascript:alert(1)' }), ad('a')],
          hidden: false,
          blocked: false,
        },
      }),
    );
    expect(content).toEqual({ kind: 'ads', ads: [ad('a')] });
  });

  it('waits for the reader, then for the ads', () => {
    expect(featureContent(inputs({ readerKnown: false }))).toEqual({ kind: 'loading' });
    const loading = { status: 'loading' as const, ads: [], hidden: false, blocked: false };
    expect(featureContent(inputs({ ads: loading }))).toEqual({ kind: 'loading' });
  });

  it('shows the house panel without consent, when blocked or when no ad applies', () => {
    const first = { kind: 'house', panel: panels[0] };
    expect(featureContent(inputs({ partnersAllowed: false }))).toEqual(first);
    const blocked = { status: 'error' as const, ads: [], hidden: false, blocked: true };
    expect(featureContent(inputs({ ads: blocked }))).toEqual(first);
    expect(featureContent(inputs({ placement: 'book', partnersAllowed: false }))).toEqual({
      kind: 'house',
      panel: panels[1],
    });
    const none = { status: 'ready' as const, ads: [], hidden: false, blocked: false };
    expect(featureContent(inputs({ ads: none, panels: [] }))).toEqual({ kind: 'nothing' });
    expect(featureContent(inputs({ ads: none, panels: undefined }))).toEqual({ kind: 'loading' });
  });

  it("shows a member only a house panel of the placement's kind", () => {
    const hidden = { status: 'idle' as const, ads: [], hidden: true, blocked: false };
    expect(featureContent(inputs({ ads: hidden }))).toEqual({ kind: 'nothing' });
    expect(featureContent(inputs({ ads: hidden, placement: 'book' }))).toEqual({
      kind: 'house',
      panel: panels[1],
    });
  });
});

describe('what an ad may bring', () => {
  it('keeps web links only', () => {
    expect(webUrl('https://a.example/x')).toBe('https://a.example/x');
    expect(webUrl('/articles/x')).toBe('/articles/x');
    expect(webUrl('javascript:alert(1)')).toBeUndefined();
    expect(webUrl('data:text/html,x')).toBeUndefined();
    expect(webUrl(undefined)).toBeUndefined();
  });

  it('keeps plain colours only', () => {
    const colours = { background: '#0b3954', foreground: 'rgb(1, 2, 3)', accent: 'red;x:url(y)' };
    expect(adColours(ad('a', 'sidebar', { colours }))).toEqual({
      background: '#0b3954',
      foreground: 'rgb(1, 2, 3)',
    });
  });
});
