/** What the member's order lists say when there is nothing to list. */
export const NO_ORDERS_YET = 'You have not ordered anything yet.';

/** How many of a member's orders one request asks for (the member area's pages of orders). */
export const MEMBER_ORDERS_PAGE_SIZE = 10;
