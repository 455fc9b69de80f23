import { expectRow } from '../../backend/db';
import type { Db } from '../../backend/db';
import { storeError } from '../../backend/http';
import { CARD_DECLINED } from '@domain';
import type { AccountRow } from './accounts';
import { checkRoom } from './account-bounds';
import { cardOf } from './cards';
import { newId } from '../../backend/ids';

type Card = { id: string; [field: string]: unknown };

interface CardsRow {
  readonly cards: Card[];
  readonly default_card_id: string | null;
}

const notFound = (id: string, param: string) =>
  storeError(404, `Not found: ${id}`, 'not_found', param);

/**
 * Changes an account's cards and its default card (billing.account_card_id) together, under
 * the account's row lock, so requests running at once all count and the default never names
 * a card that another request just removed.
 */
async function changeCards<T>(
  db: Db,
  account: AccountRow,
  next: (current: CardsRow, tx: Db) => Promise<CardsRow & { answer: T }>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<CardsRow>(
      'SELECT cards, default_card_id FROM store_accounts WHERE id = $1 FOR UPDATE',
      [account.id],
    );
    const changed = await next(expectRow(row), tx);
    await tx.query('UPDATE store_accounts SET cards = $2, default_card_id = $3 WHERE id = $1', [
      account.id,
      JSON.stringify(changed.cards),
      changed.default_card_id,
    ]);
    return changed.answer;
  });
}

/**
 * POST /account/cards: keeps a vault card on the account. As the card provider does when a
 * card is attached to a customer, a card its bank declines is refused here, not at the next
 * charge. The account's first card becomes its default, as a plan's first card does.
 */
export const addAccountCard = (db: Db, account: AccountRow, token: string) =>
  changeCards(db, account, async ({ cards, default_card_id }, tx) => {
    checkRoom('cards', cards);
    // Read in the transaction: the embedded database has one connection, which it holds.
    const [vaulted] = await tx.query<{ behaviour: string }>(
      'SELECT behaviour FROM vault_tokens WHERE token = $1',
      [token],
    );
    if (vaulted?.behaviour === 'declined') {
      throw storeError(402, CARD_DECLINED, 'card_declined', 'token');
    }
    const card: Card = { id: newId('card', 6), ...(await cardOf(tx, token)) };
    return { cards: [...cards, card], default_card_id: default_card_id ?? card.id, answer: card };
  });

/** DELETE /account/cards/{id}: removing the default card leaves the account without one. */
export const removeAccountCard = (db: Db, account: AccountRow, cardId: string) =>
  changeCards(db, account, async ({ cards, default_card_id }) => {
    if (!cards.some((c) => c.id === cardId)) throw notFound(cardId, 'id');
    return {
      cards: cards.filter((c) => c.id !== cardId),
      default_card_id: default_card_id === cardId ? null : default_card_id,
      answer: { id: cardId, deleted: true },
    };
  });

/**
 * PUT /account with billing.account_card_id (Swell's way, `account.update({ billing })`):
 * the card a charge uses when it names none. It must be one of the account's own cards;
 * null clears it.
 */
export const setDefaultCard = (db: Db, account: AccountRow, cardId: string | null) =>
  changeCards(db, account, async ({ cards }) => {
    if (cardId !== null && !cards.some((c) => c.id === cardId)) {
      throw notFound(cardId, 'billing.account_card_id');
    }
    return { cards, default_card_id: cardId, answer: undefined };
  });
