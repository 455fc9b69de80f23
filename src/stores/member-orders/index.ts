import { loadWhenShown } from '../load-when-shown';
import { loadMemberOrders } from './actions';
import { $memberOrdersState } from './state';

/**
 * The signed-in member's orders from the main site API (`GET /me/orders`, their token),
 * newest first, a page at a time: what MemberOrders and LastOrders show. The first widget
 * that shows them loads them; they follow the member (a sign-out clears them).
 */
export const $memberOrders = /* @__PURE__ */ loadWhenShown($memberOrdersState, loadMemberOrders);

export { resetMemberOrders } from './state';
export type { MemberOrdersState, MoreOrdersState } from './state';
export { loadMemberOrders, loadMoreOrders, reloadMemberOrders } from './actions';
