/** The document event that wakes sleeping prerendered containers by name (the loader's). */
export const WAKE_EVENT = 'mw:wake';

/**
 * Wakes the named prerendered containers of the page: a store they show changed while they
 * slept (an item added, a login), so their HTML no longer tells the truth.
 */
export function wakeContainers(doc: Document, names: readonly string[]): void {
  doc.dispatchEvent(new CustomEvent(WAKE_EVENT, { detail: [...names] }));
}

/** The containers whose prerendered view shows the cart at rest. */
export const CART_FOLLOWERS = ['MiniCart'] as const;

/** The containers whose prerendered view shows the privacy choice unanswered. */
export const PRIVACY_FOLLOWERS = ['CookieBanner'] as const;
