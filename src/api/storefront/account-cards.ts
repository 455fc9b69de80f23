import { call, listGet } from './client';
import type { List, Params, Storefront } from './client';
import type { CardDetails } from './types';

// Apart from the account's login and addresses, which the cart carries on every page: only
// the member's saved-cards widget sends these.
const id = (value: string) => encodeURIComponent(value);

/** GET /account/cards. */
export const listCards = (
  sf: Storefront,
  query?: Params,
): Promise<List<CardDetails & { id: string }>> => listGet(sf, 'account/cards', query);
/** POST /account/cards (with a vault token, never a card number). */
export const createCard = (sf: Storefront, card: Params): Promise<CardDetails & { id: string }> =>
  call(sf, 'post', 'account/cards', card);
/** PUT /account/cards/{id}. */
export const updateCard = (
  sf: Storefront,
  cardId: string,
  card: Params,
): Promise<CardDetails & { id: string }> => call(sf, 'put', `account/cards/${id(cardId)}`, card);
/** DELETE /account/cards/{id}. */
export const deleteCard = (sf: Storefront, cardId: string): Promise<unknown> =>
  call(sf, 'delete', `account/cards/${id(cardId)}`);

/** The account's billing as GET /account has it: `account_card_id` is its default card. */
export const getAccountBilling = async (
  sf: Storefront,
): Promise<{ readonly account_card_id?: string | null } | null> => {
  const account: { billing?: { account_card_id?: string | null } } | null = await call(
    sf,
    'get',
    'account',
  );
  return account?.billing ?? null;
};
/** PUT /account with billing.account_card_id (swell-js `account.update({ billing })`). */
export const setDefaultCard = (sf: Storefront, cardId: string): Promise<unknown> =>
  call(sf, 'put', 'account', { billing: { account_card_id: cardId } });
