import { describe, expect, it } from 'vitest';
import { PRIVACY_ANSWERS } from '@domain/privacy';
import type { PrivacyChoice } from '@domain/privacy';
import { choiceOf } from '@domain/privacy-choice';

describe('the privacy choice a state records', () => {
  it('reads back the answer a privacy state records, and none before one', () => {
    // Every answer the banner can give, so a new one without its reading back fails here.
    for (const choice of Object.keys(PRIVACY_ANSWERS) as PrivacyChoice[])
      expect(choiceOf(PRIVACY_ANSWERS[choice])).toBe(choice);
    expect(
      choiceOf({ responded: false, accepted: false, declined: false, necessary: false }),
    ).toBeUndefined();
  });
});
