import {
  createCard,
  deleteCard,
  getAccountBilling,
  listCards,
  setDefaultCard,
} from '@api/storefront/account-cards';
import { createCardToken } from '@api/vault';
import { vaultCardFields } from '@domain/card-form';
import type { CardFormValues } from '@domain/cards';
import { cardAdded, cardName, cardRemoved, defaultCardChosen } from '@domain/member-cards';
import { userMessage } from '@domain/messages';
import { storefront, vault } from '../connections';
import { loadWhenShown } from '../load-when-shown';
import { $clientsVersion } from '../seam';
import { ensureIdentity } from '../user/actions';
import { onSignOut } from '../user/followers';
import { $user } from '../user/state';
import { $memberCardsState, resetMemberCards } from './state';
import type { MemberCardsAction, ShownCard } from './state';
import { defaultCardId, toShownCards } from './view';

/** The cards and the default as the store has them now (GET /account/cards, GET /account). */
async function readCards(): Promise<ShownCard[]> {
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

/**
 * Runs one change with its busy state: `work` sends it and says what the list is then if the
 * store cannot be asked again; the store's own answer is preferred. A failure keeps the cards
 * as they were and says why, beside the action that failed; it is thrown on, so a form keeps
 * what was typed.
 */
async function act(
  action: MemberCardsAction,
  work: (cards: readonly ShownCard[]) => Promise<{ cards: ShownCard[]; said: string }>,
): Promise<void> {
  const before = $memberCardsState.get();
  if (before.busy) return;
  $memberCardsState.set({ ...before, busy: action, error: null, said: '' });
  try {
    const expected = await work(before.cards);
    const cards = await readCards().catch(() => expected.cards);
    $memberCardsState.set({
      ...$memberCardsState.get(),
      status: 'ready',
      cards,
      busy: null,
      said: expected.said,
    });
  } catch (error) {
    $memberCardsState.set({
      ...$memberCardsState.get(),
      busy: null,
      error: { on: action.kind, message: userMessage(error) },
    });
    throw error;
  }
}

const named = (cards: readonly ShownCard[], cardId: string): ShownCard => {
  const card = cards.find((c) => c.id === cardId);
  if (!card) throw new Error('This card is no longer on your account.');
  return card;
};

/**
 * Saves a card typed in the card fields: the number goes to the vault and nowhere else, the
 * store keeps the vault's token (POST /account/cards), which the store checks with the bank.
 */
export const addMemberCard = (form: CardFormValues): Promise<void> =>
  act({ kind: 'add' }, async (cards) => {
    const token = await createCardToken(vault(), vaultCardFields(form, new Date()));
    const [card] = toShownCards(
      [await createCard(storefront(), { token: token.token })],
      undefined,
    );
    if (!card) throw new Error('The store did not keep the card.');
    return { cards: [...cards, card], said: cardAdded(cardName(card)) };
  });

/** Removes a saved card (DELETE /account/cards/{id}); the default goes with it. */
export const removeMemberCard = (cardId: string): Promise<void> =>
  act({ kind: 'remove', cardId }, async (cards) => {
    const card = named(cards, cardId);
    await deleteCard(storefront(), cardId);
    return { cards: cards.filter((c) => c.id !== cardId), said: cardRemoved(cardName(card)) };
  });

/** Makes a saved card the default (PUT /account with billing.account_card_id, as Swell does). */
export const makeDefaultMemberCard = (cardId: string): Promise<void> =>
  act({ kind: 'default', cardId }, async (cards) => {
    const card = named(cards, cardId);
    const chosen = defaultCardId(await setDefaultCard(storefront(), cardId));
    return {
      cards: cards.map((c) => ({ ...c, isDefault: c.id === chosen })),
      said: defaultCardChosen(cardName(card)),
    };
  });
