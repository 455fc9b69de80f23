import { describe, expect, it } from 'vitest';
import { noAdsFlagChange, shouldShowAds } from '@domain/ads';
import type { AdsAudience, IdentityStatus } from '@domain/ads';

const reader = (
  identity: IdentityStatus,
  who: 'nobody' | 'reader' | 'member',
  noAdsFlag = false,
): AdsAudience => ({
  identity,
  signedIn: who !== 'nobody',
  member: who === 'member',
  noAdsFlag,
});

// SPEC point 4: hidden for members with a plan, shown again on logout or when fetching the
// user fails; the no-ads flag (point 9) carries "hidden" to the next page until it knows.
describe('whether ads show, and the no-ads flag (SPEC points 4 and 9)', () => {
  it.each<[string, AdsAudience, boolean, boolean | undefined]>([
    ['a member with a plan: hidden, flag set', reader('ready', 'member'), false, true],
    ['a member while their login refreshes: hidden', reader('loading', 'member'), false, true],
    ['a reader without a plan: shown, flag removed', reader('ready', 'reader', true), true, false],
    ['after logout (no user): shown, flag removed', reader('ready', 'nobody', true), true, false],
    ['fetching the user failed: shown, flag removed', reader('error', 'nobody', true), true, false],
    ['failed even with a member left: shown', reader('error', 'member', true), true, false],
    [
      'unknown yet, the flag says member: hidden, kept',
      reader('idle', 'nobody', true),
      false,
      undefined,
    ],
    [
      'loading, the flag says member: hidden, kept',
      reader('loading', 'nobody', true),
      false,
      undefined,
    ],
    ['unknown yet, no flag: shown, nothing to change', reader('idle', 'nobody'), true, undefined],
    [
      'loading a reader without a plan: shown, flag removed',
      reader('loading', 'reader', true),
      true,
      false,
    ],
  ])('%s', (_rule, audience, show, flag) => {
    expect(shouldShowAds(audience)).toBe(show);
    expect(noAdsFlagChange(audience)).toBe(flag);
  });
});
