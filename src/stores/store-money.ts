import { atom } from 'nanostores';
import { cachedGet } from '@api/storefront/client';
import { SETTINGS_LOAD_FAILED } from '@domain/messages';
import { DEFAULT_STORE_MONEY, readStoreMoney } from '@domain/money';
import type { StoreMoney } from '@domain/money';
import { storefront } from './connections';
import { $clientsVersion, onReset } from './seam';

/** The store's money settings as far as the page knows them; `ready` once they were asked. */
export interface StoreMoneyState {
  readonly ready: boolean;
  readonly money: StoreMoney;
}

const initial: StoreMoneyState = { ready: false, money: DEFAULT_STORE_MONEY };

export const $storeMoney = atom<StoreMoneyState>(initial);

let pending: Promise<void> | undefined;
onReset(() => {
  pending = undefined;
  $storeMoney.set(initial);
});

/**
 * Reads the store's locale and currencies (GET /settings) once per page, with the reader's
 * stored choices. A failed load is logged as the spec says (point 8) and money shows in the
 * defaults, en_US and USD: a price is worth more than a settings error.
 */
export function loadStoreMoney(): Promise<void> {
  if (pending) return pending;
  const version = $clientsVersion.get();
  const mine = (async () => {
    const sf = storefront();
    const chosen = {
      locale: sf.options.session.get('locale'),
      currency: sf.options.session.get('currency'),
    };
    let settings: unknown;
    try {
      // GET /settings through the client itself: the settings module's other calls (the
      // payment settings) would ride along onto every page of prices.
      settings = await cachedGet(sf, 'settings');
    } catch (error) {
      console.error(`[widgets] ${SETTINGS_LOAD_FAILED}`, error);
    }
    // Settings of clients swapped out since (tests, stories) are dropped.
    if (version === $clientsVersion.get()) {
      $storeMoney.set({ ready: true, money: readStoreMoney(settings, chosen) });
    }
  })();
  pending = mine;
  return mine;
}

/** The reader's currency changed for the session (the checkout's destination): prices follow. */
export function chooseCurrency(currency: string): void {
  const { ready, money } = $storeMoney.get();
  $storeMoney.set({ ready, money: { ...money, selected: currency.toUpperCase() } });
}
