import { atom } from 'nanostores';
import { onReset } from '../seam';
import type { ShownOrder } from '../orders/view';

/** The next page of orders, asked for while the ones already shown stay. */
export type MoreOrdersState =
  | { readonly status: 'idle' }
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly message: string };

/** The signed-in member's orders, newest first, as far as the pages read so far go. */
export type MemberOrdersState =
  | { readonly status: 'loading' }
  /** Nobody is signed in: there is nothing to list, and nothing went wrong. */
  | { readonly status: 'visitor' }
  | { readonly status: 'error'; readonly message: string }
  | {
      readonly status: 'ready';
      readonly orders: readonly ShownOrder[];
      /** Every order the member has, read or not yet. */
      readonly count: number;
      /** The last page read, and how many there are. */
      readonly page: number;
      readonly pages: number;
      readonly more: MoreOrdersState;
    };

const initial: MemberOrdersState = { status: 'loading' };

/** Shared by MemberOrders and LastOrders: one request serves both on a page. */
export const $memberOrdersState = atom<MemberOrdersState>(initial);

export const resetMemberOrders = onReset(() => $memberOrdersState.set(initial));
