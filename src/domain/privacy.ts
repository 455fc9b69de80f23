/** The reader's privacy choice, persisted between visits (SPEC points 3 and 4). */
export interface Privacy {
  responded: boolean;
  accepted: boolean;
  declined: boolean;
  necessary: boolean;
}

/** What the cookie banner offers. */
export type PrivacyChoice = 'all' | 'necessary' | 'decline';

/** The privacy state each answer of the banner sets. */
export const PRIVACY_ANSWERS: Readonly<Record<PrivacyChoice, Privacy>> = {
  all: { responded: true, accepted: true, declined: false, necessary: true },
  necessary: { responded: true, accepted: false, declined: false, necessary: true },
  decline: { responded: true, accepted: false, declined: true, necessary: false },
};

export const isPrivacyChoice = (value: unknown): value is PrivacyChoice =>
  typeof value === 'string' && Object.hasOwn(PRIVACY_ANSWERS, value);
