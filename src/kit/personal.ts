/**
 * The personal mark: the build-time render writes `data-personal` on the host of a container
 * whose view depends on who reads it ("member", "cart", both). The page's first inline line
 * marks `<html>` for a reader who may have a session or a cart (`data-member-session`,
 * `data-store-session`), and the stylesheet shows such a reader a skeleton over the visitor's
 * view, never the visitor's "Log in" or "Your cart is empty". Whoever shows the reader's own
 * view (the component, a view at rest) takes the mark off; until then nothing false is said,
 * even if the code never arrives.
 */
export const PERSONAL_ATTRIBUTE = 'data-personal';

/** Whose state a container's first view shows: the member's, the cart's, or both. */
export type Personal = 'member' | 'cart' | 'member cart';

/** The reader's own view is on the host now: the skeleton goes. */
export const showPersonal = (host: HTMLElement): void => host.removeAttribute(PERSONAL_ATTRIBUTE);
