import { describe, expect, it } from 'vitest';
import {
  CONSENT_CATEGORIES,
  consentGiven,
  embedAsk,
  embedSource,
  isConsentCategory,
} from '@domain/partner-code';
import { PRIVACY_ANSWERS, isPrivacyChoice } from '@domain/privacy';

describe('consent for partner code', () => {
  it('lets "Accept all" run every category, "Necessary only" the necessary, a decline none', () => {
    const runs = (choice: keyof typeof PRIVACY_ANSWERS) =>
      CONSENT_CATEGORIES.filter((category) => consentGiven(category, PRIVACY_ANSWERS[choice]));
    expect(runs('all')).toEqual(['necessary', 'statistics', 'marketing']);
    expect(runs('necessary')).toEqual(['necessary']);
    expect(runs('decline')).toEqual([]);
    const unanswered = { responded: false, accepted: false, declined: false, necessary: false };
    expect(CONSENT_CATEGORIES.filter((c) => consentGiven(c, unanswered))).toEqual([]);
  });

  it('knows its categories and the banner answers, and nothing else', () => {
    expect(isConsentCategory('statistics')).toBe(true);
    expect(isConsentCategory('Statistics')).toBe(false);
    expect(isPrivacyChoice('decline')).toBe(true);
    expect(isPrivacyChoice('toString')).toBe(false);
    expect(isPrivacyChoice(1)).toBe(false);
  });

  it('says where an embed loads from, and loads only web addresses', () => {
    expect(embedSource('/embeds/map.html', 'http://127.0.0.1:4000/articles/x')).toEqual({
      url: 'http://127.0.0.1:4000/embeds/map.html',
      host: '127.0.0.1:4000',
    });
    expect(embedSource('https://maps.example/a?b=1', 'http://site.test/')?.host).toBe(
      'maps.example',
    );
    expect(embedSource('javascript:alert(1)', 'http://site.test/')).toBeUndefined();
    expect(embedSource('http://[bad', 'http://site.test/')).toBeUndefined();
    expect(embedAsk('A map', 'maps.example', 'marketing')).toBe(
      'A map is loaded from maps.example, which may set marketing cookies. It loads once you accept marketing cookies, or now with Load.',
    );
  });
});
