import { map } from 'nanostores';
import { onReset } from '../seam';

/** A card kept on the member's store account, as the page shows it: never its number. */
export interface ShownCard {
  readonly id: string;
  readonly brand: string;
  readonly last4: string;
  /** As printed on the card: "12/30". */
  readonly expiry: string;
  /** The account's billing.account_card_id: what a plan is charged to unless told otherwise. */
  readonly isDefault: boolean;
}

/** What is being sent; one at a time, so each button can say it is busy. */
export type MemberCardsAction =
  | { readonly kind: 'add' }
  | { readonly kind: 'remove'; readonly cardId: string }
  | { readonly kind: 'default'; readonly cardId: string };

export interface MemberCardsState {
  readonly status: 'idle' | 'loading' | 'ready' | 'error';
  readonly cards: readonly ShownCard[];
  /** The last failure as the member should read it, and what failed (where to show it). */
  readonly error: {
    readonly on: 'load' | MemberCardsAction['kind'];
    readonly message: string;
  } | null;
  readonly busy: MemberCardsAction | null;
  /** What the last change did, for the page's status line. */
  readonly said: string;
}

const initial = (): MemberCardsState => ({
  status: 'idle',
  cards: [],
  error: null,
  busy: null,
  said: '',
});

export const $memberCardsState = map<MemberCardsState>(initial());

export const resetMemberCards = onReset(() => $memberCardsState.set(initial()));
