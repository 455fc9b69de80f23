import { storeError } from '../../backend/http';

/** Addresses one account keeps: a reader's own, their office, a few people they send gifts. */
export const MAX_ACCOUNT_ADDRESSES = 20;
/** Cards one account keeps. */
export const MAX_ACCOUNT_CARDS = 20;

const LIMITS = { addresses: MAX_ACCOUNT_ADDRESSES, cards: MAX_ACCOUNT_CARDS } as const;
const WORDS = { addresses: 'addresses', cards: 'cards' } as const;

/**
 * Refuses an entry added to a full list of an account, with a 400 in the store's shape: the
 * account's lists are read whole on every account call. A list already past its bound (kept
 * before it) still shrinks.
 */
export function checkRoom(list: keyof typeof LIMITS, current: readonly unknown[]): void {
  if (current.length >= LIMITS[list]) {
    throw storeError(
      400,
      `An account keeps at most ${LIMITS[list]} ${WORDS[list]}`,
      `too_many_${list}`,
      list,
    );
  }
}
