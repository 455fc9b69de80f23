import { Fragment, useLayoutEffect, useState } from 'react';
import type { ReactNode } from 'react';
import type { ArgTypes } from '@storybook/react-vite';
import { atom } from 'nanostores';
import { useStore } from '@nanostores/react';
import { resetStores } from '@stores/seam';
import { setUser } from '@stores/user/state';
import { installFakeStore } from './fakeStore';
import type { FakeStoreOptions } from './fakeStore';

/*
 * The shop's visual state as a story's controls: how many lines the cart holds and whether a
 * member or a visitor is shopping. Changing a control sets the stores up afresh and draws the
 * widget again, as a page would open with that cart.
 */

export type Shopper = 'visitor' | 'member';

export interface ShopArgs {
  /** How many different products are in the cart. */
  readonly items: number;
  readonly shopper: Shopper;
}

/** The cart's lines in the order a control adds them: a printed book first, an eBook twice. */
const LINES: readonly (readonly [sku: string, quantity: number])[] = [
  ['smashing-book-7-print', 1],
  ['smashing-book-7-ebook', 2],
  ['success-at-scale-print', 1],
  ['smashing-book-7-bundle', 1],
];

/** The controls of ShopArgs; `least` is the fewest lines the story can show. */
export const shopArgTypes = (least = 0): ArgTypes<ShopArgs> => ({
  items: {
    description: 'Different products in the cart',
    control: { type: 'range', min: least, max: LINES.length, step: 1 },
  },
  shopper: {
    description: 'A member (their plan takes 5 % off) or a visitor',
    control: 'inline-radio',
    options: ['visitor', 'member'],
  },
});

/** A member of the member plan, as the identity service knows them. */
const MEMBER = {
  id: 'story-member',
  email: 'tabby@example.com',
  user_metadata: { full_name: 'Tabby Cat' },
  app_metadata: { subscription: { plan: 'member', type: 'yearly' } },
};

/** The stores as `args` say, with the store fake's other options (`checkout`). */
export function installShop(args: ShopArgs, more: Omit<FakeStoreOptions, 'cart' | 'member'> = {}) {
  setUser(args.shopper === 'member' ? MEMBER : null);
  installFakeStore({
    ...more,
    cart: LINES.slice(0, args.items),
    member: args.shopper === 'member',
  });
}

/**
 * Draws `children` on the stores the shop's state sets up, and again from the start whenever
 * it changes (the first drawing waits for the setup: a widget never loads another cart).
 */
export function WithShop({
  items,
  shopper,
  checkout,
  children,
}: ShopArgs & Pick<FakeStoreOptions, 'checkout'> & { readonly children: ReactNode }): ReactNode {
  const wanted = `${items}:${shopper}:${checkout ?? ''}`;
  // Which state the stores are set up for: they are outside React, so this is too.
  const [$setUp] = useState(() => atom<string | null>(null));
  const ready = useStore($setUp);
  useLayoutEffect(() => {
    resetStores();
    installShop({ items, shopper }, checkout ? { checkout } : {});
    $setUp.set(`${items}:${shopper}:${checkout ?? ''}`);
  }, [$setUp, items, shopper, checkout]);
  return ready === wanted ? <Fragment key={wanted}>{children}</Fragment> : null;
}
