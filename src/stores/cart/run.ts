import { onMount } from 'nanostores';
import { getCart } from '@api/storefront/cart';
import type { StoreCart } from '@api/storefront/types';
import type { Storefront } from '@api/storefront/client';
import { userMessage } from '@domain/messages';
import { storefront } from '../connections';
import { $clientsVersion, onReset } from '../seam';
import { hearOtherTabs, tellOtherTabs } from '../tab-channel';
import { $cart } from './state';
import type { CartState } from './state';
import { toCartView } from './view';
import type { CartView } from './view';

let inFlight = 0;
onReset(() => {
  inFlight = 0;
});

const settle = (version: number, patch: Partial<CartState>) => {
  // An answer for clients that were swapped out since (a reset store) is not ours to keep.
  if (version !== $clientsVersion.get()) return;
  inFlight = Math.max(0, inFlight - 1);
  const busy = inFlight > 0;
  $cart.set({ ...$cart.get(), ...patch, loading: busy, fetching: busy });
};

export interface CartRun {
  /** Customer, card, wallet and order steps lock the cart while they run. */
  readonly lock?: boolean;
  /** The operation only reads the cart: the other tabs have nothing to hear. */
  readonly read?: boolean;
}

/**
 * One cart operation through its phases (SPEC point 4): start sets loading and fetching
 * (and the lock for checkout steps); success applies what `success` makes of the answer and
 * clears the error; failure records the message and leaves the cart exactly as it was, then
 * rethrows. Every operation counts in the same in-flight tally, so the flags stay up until
 * the last one ends.
 */
export async function runOperation<T>(
  work: (sf: Storefront) => Promise<T>,
  success: (answer: T) => Partial<CartState>,
  options: CartRun = {},
): Promise<T> {
  const version = $clientsVersion.get();
  inFlight += 1;
  $cart.set({
    ...$cart.get(),
    phase: 'start',
    loading: true,
    fetching: true,
    ...(options.lock ? { locked: true } : {}),
  });
  const unlock = options.lock ? { locked: false } : {};
  try {
    const answer = await work(storefront());
    settle(version, { ...success(answer), phase: 'success', error: null, ...unlock });
    // The tabs share the store session (its cookie): the others ask for the cart again.
    if (!options.read) {
      const cart = $cart.get().cart;
      const count = cart?.items.reduce((sum, item) => sum + item.quantity, 0) ?? 0;
      tellOtherTabs({ topic: 'cart', id: cart?.id ?? null, count });
    }
    return answer;
  } catch (error) {
    settle(version, { phase: 'fail', error: userMessage(error), ...unlock });
    throw error;
  }
}

/** A cart operation whose answer is the cart. */
export async function runCart(
  work: (sf: Storefront) => Promise<StoreCart | null>,
  options: CartRun = {},
): Promise<CartView | null> {
  let view: CartView | null = null;
  await runOperation(
    work,
    (answer) => {
      view = answer ? toCartView(answer) : null;
      return { cart: view, loaded: true };
    },
    options,
  );
  return view;
}

// Another tab changed the cart this one shows (one store session, through its cookie): this
// tab asks for it again. The tab listens while a widget shows the cart, from the store's
// first subscriber on; a tab that has not loaded the cart yet asks when it first does.
onMount($cart, () =>
  hearOtherTabs((news) => {
    const { loaded, loading } = $cart.get();
    if (news.topic === 'cart' && (loaded || loading)) {
      runCart((sf) => getCart(sf), { read: true }).catch(() => undefined);
    }
  }),
);
