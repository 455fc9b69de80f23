import { getAccountBilling, listCards } from '@api/storefront/account-cards';
import { userMessage } from '@domain/messages';
import { storefront } from '../connections';
import { loadWhenShown } from '../load-when-shown';
import { $clientsVersion } from '../seam';
import { ensureIdentity } from '../user/actions';
import { onSignOut } from '../user/followers';
import { $user } from '../user/state';
import { $memberCardsState, resetMemberCards } from './state';
import type { ShownCard } from './state';
import { defaultCardId, toShownCards } from './view';

/** The cards and the default as the store has them now (GET /account/cards, GET /account). */
export async function readCards(): Promise<ShownCard[]> {
  const sf = storefront();
  const [list, billing] = await Promise.all([listCards(sf, { limit: 100 }), getAccountBilling(sf)]);
  return toShownCards(list.results, defaultCardId({ billing }));
}

let loading: { version: number; done: Promise<void> } | undefined;
let following = false;

/** The member's saved cards, once per page (again after `force`); a failure is kept. */
export function loadMemberCards(force = false): Promise<void> {
  const version = $clientsVersion.get();
  if (!force && loading?.version === version) return loading.done;
  if (!following) {
    following = true;
    // Another member may sign in on this page next: nothing of this one's may stay.
    onSignOut(() => {
      loading = undefined;
      resetMemberCards();
    });
  }
  const done = (async () => {
    await ensureIdentity().catch(() => undefined);
    if (!$user.get()) {
      $memberCardsState.set({ ...$memberCardsState.get(), status: 'ready', cards: [] });
      return;
    }
    $memberCardsState.set({ ...$memberCardsState.get(), status: 'loading', error: null });
    try {
      const cards = await readCards();
      if (version !== $clientsVersion.get()) return;
      $memberCardsState.set({ ...$memberCardsState.get(), status: 'ready', cards, error: null });
    } catch (error) {
      if (version !== $clientsVersion.get()) return;
      $memberCardsState.set({
        ...$memberCardsState.get(),
        status: 'error',
        error: { on: 'load', message: userMessage(error) },
      });
    }
  })();
  loading = { version, done };
  return done;
}

/** The saved cards for a widget; the first widget that shows them loads them. */
export const $memberCards = /* @__PURE__ */ loadWhenShown($memberCardsState, () =>
  loadMemberCards(),
);
