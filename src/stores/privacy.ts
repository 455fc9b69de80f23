import { persistentMap } from '@nanostores/persistent';
import { PRIVACY_ANSWERS, isPrivacyChoice } from '@domain/privacy';
import type { Privacy, PrivacyChoice } from '@domain/privacy';
import { STORAGE_KEYS } from '@domain/storage';
import { onReset } from './seam';
import { hearOtherTabs, tellOtherTabs } from './tab-channel';

export type { Privacy, PrivacyChoice } from '@domain/privacy';

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

/**
 * Records the reader's answer to the cookie banner, and that they were told about cookies.
 * The other open tabs take the same answer: their banners close, their partner code follows.
 */
export function respondToPrivacy(choice: PrivacyChoice): void {
  markCookieInfoSeen();
  $privacy.set({ ...PRIVACY_ANSWERS[choice] });
  tellOtherTabs({ topic: 'privacy', choice });
}

// The storage event already carries a persisted answer; the news also reaches a tab whose
// storage is off (privacy modes), where the answer lives in memory only.
hearOtherTabs((news) => {
  if (news.topic === 'privacy' && isPrivacyChoice(news.choice))
    $privacy.set({ ...PRIVACY_ANSWERS[news.choice] });
});

export const resetPrivacy = onReset(() => $privacy.set({ ...initial }));
