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

/** Records the reader's answer to the cookie banner. */
export function respondToPrivacy(choice: PrivacyChoice): void {
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
