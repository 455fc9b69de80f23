import { describe, expect, it } from 'vitest';
import { adColours, featureContent, panelFor, webUrl } from '@domain/feature-panel';

const panels = [{ kind: 'article' }, { kind: 'home' }];
const ads = { status: 'ready' as const, ads: [], hidden: false, blocked: false };
const base = { placement: 'article', partnersAllowed: true, readerKnown: true, ads, panels };

describe('the FeaturePanel rule at its edges', () => {
  it('waits for the house panels a member or a visitor without ads would see', () => {
    expect(featureContent({ ...base, ads: { ...ads, hidden: true }, panels: undefined })).toEqual({
      kind: 'loading',
    });
    expect(featureContent({ ...base, partnersAllowed: false, panels: undefined })).toEqual({
      kind: 'loading',
    });
    expect(featureContent({ ...base, ads: { ...ads, status: 'idle' } })).toEqual({
      kind: 'loading',
    });
  });

  it('shows nothing without any house panel, and picks none for an empty placement', () => {
    expect(featureContent({ ...base, partnersAllowed: false, panels: [] })).toEqual({
      kind: 'nothing',
    });
    expect(panelFor(panels, '')).toBeUndefined();
  });

  it('takes ads of any placement for an area without one', () => {
    const ad = {
      external_id: 'x',
      active: true,
      statlink: 'https://partner.example/go',
      company: 'Partner',
      description: 'A tool',
      placement: 'sidebar',
    };
    expect(featureContent({ ...base, placement: '', ads: { ...ads, ads: [ad] } })).toEqual({
      kind: 'ads',
      ads: [ad],
    });
  });

  it('refuses links that cannot be parsed, and ads without colours', () => {
    expect(webUrl('http://[')).toBeUndefined();
    expect(webUrl(undefined)).toBeUndefined();
    expect(adColours({ external_id: 'a' })).toEqual({});
    expect(
      adColours({ external_id: 'a', colours: { 'Bad-Name': '#fff', accent: ' #abc ' } }),
    ).toEqual({
      accent: '#abc',
    });
  });
});
