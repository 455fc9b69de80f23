import { persistentMap } from '@nanostores/persistent';
import { STORAGE_KEYS } from '@domain/storage';
import { onReset } from './seam';

/** The reader's privacy choice, persisted between visits (SPEC points 3 and 4). */
export interface Privacy {
  responded: boolean;
  accepted: boolean;
  declined: boolean;
  necessary: boolean;
}

/** What the cookie banner offers. */
export type PrivacyChoice = 'all' | 'necessary' | 'decline';

const initial: Privacy = { responded: false, accepted: false, declined: false, necessary: false };

export const $privacy = persistentMap<Privacy>(STORAGE_KEYS.privacy, initial, {
  encode: JSON.stringify,
  decode: (raw: string) => JSON.parse(raw) as boolean,
});

/**
 * The cookie-info flag (SPEC point 9): the reader has been told about cookies, so no page
 * needs to load the banner again. Storage may be off (privacy modes): then the banner asks again.
 */
function markCookieInfoSeen(): void {
  try {
    localStorage.setItem(STORAGE_KEYS.cookieInfo, '1');
  } catch {
    // Nothing to remember then.
  }
}

/** Records the reader's answer to the cookie banner, and that they were told about cookies. */
export function respondToPrivacy(choice: PrivacyChoice): void {
  markCookieInfoSeen();
  switch (choice) {
    case 'all':
      $privacy.set({ responded: true, accepted: true, declined: false, necessary: true });
      return;
    case 'necessary':
      $privacy.set({ responded: true, accepted: false, declined: false, necessary: true });
      return;
    case 'decline':
      $privacy.set({ responded: true, accepted: false, declined: true, necessary: false });
      return;
    default:
      choice satisfies never;
  }
}

export const resetPrivacy = onReset(() => $privacy.set({ ...initial }));
