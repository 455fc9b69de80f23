import type { IdentityClient } from '@api/identity';
import type { SiteOrder } from '@api/site/types';
import { defaultConfig } from '@config/config';
import { swapClients } from '@stores/seam';
import type { User } from '@stores/user/state';
import { storyImage } from './fakeStore';
import { json, storySession } from './storyClients';

const BASE = 'https://shop.example';

const BOOKS = [
  ['prod-sb7-ebook', 'smashing-book-7-ebook', 'ebook', 'Smashing Book 7 (eBook)', 19],
  [
    'prod-inclusive-ebook',
    'inclusive-components-ebook',
    'ebook',
    'Inclusive Components (eBook)',
    19,
  ],
  ['prod-sb7-print', 'smashing-book-7-print', 'book', 'Smashing Book 7 (Print)', 44],
] as const;

/** The n-th order of the story member, newest first: one book each, paid by card. */
function storyOrder(index: number, total: number): SiteOrder {
  const [productId, sku, type, title, price] = BOOKS[index % BOOKS.length] ?? BOOKS[0];
  const shipped = type === 'book' ? 9.99 : 0;
  return {
    id: `ord_story_${total - index}`,
    number: `${100040 + total - index}`,
    email: 'tabby@example.com',
    status: index === 0 ? 'payment_pending' : 'complete',
    paid: index !== 0,
    currency: 'USD',
    items: [
      {
        id: `item-${index}`,
        productId,
        sku,
        type,
        title,
        quantity: 1,
        price,
        priceTotal: price,
        discountTotal: 0,
        image: storyImage(sku),
      },
    ],
    subTotal: price,
    discountTotal: 0,
    shipmentTotal: shipped,
    taxTotal: 0,
    grandTotal: price + shipped,
    couponCode: null,
    discounts: [],
    details: { email: 'tabby@example.com' },
    shipping: {},
    billing: {
      method: 'card',
      card: { brand: 'Visa', last4: '4242', exp_month: 12, exp_year: 2030 },
    },
    createdAt: new Date(Date.UTC(2026, 2, 14 - 9 * index, 9, 30)).toISOString(),
  };
}

export type OrdersMode = 'ok' | 'slow' | 'down' | 'visitor';

/**
 * A remembered member (tabby@example.com) with `count` orders on the main site API, for the
 * order stories (Storybook has no backend): `GET /me/orders` pages them as the service does.
 * `slow` never answers, `down` answers 503, `visitor` has nobody signed in.
 */
export function installFakeMemberOrders({
  count = 3,
  mode = 'ok',
}: { count?: number; mode?: OrdersMode } = {}): void {
  const orders = Array.from({ length: count }, (_, index) => storyOrder(index, count));
  const user: User = {
    id: 'story-member',
    email: 'tabby@example.com',
    user_metadata: { full_name: 'Tabby Cat' },
    app_metadata: { subscription: { plan: 'member' } },
  };
  const session = storySession(user);
  const nobody = () => Promise.reject(new Error('Not in the story'));
  const identity: IdentityClient = {
    signup: nobody,
    login: nobody,
    verify: nobody,
    requestRecovery: nobody,
    current: () => (mode === 'visitor' ? null : session),
  };
  const fakeFetch: typeof fetch = async (input) => {
    if (mode === 'slow') return new Promise<Response>(() => undefined);
    if (mode === 'down') return new Response(null, { status: 503 });
    const url = new URL(String(input));
    if (!url.pathname.endsWith('/me/orders')) return json(404, { msg: 'Not in the story' });
    const page = Number(url.searchParams.get('page') ?? 1);
    const limit = Number(url.searchParams.get('limit') ?? 25);
    return json(200, {
      count,
      page,
      pages: Math.ceil(count / limit),
      results: orders.slice((page - 1) * limit, page * limit),
    });
  };
  swapClients({
    config: defaultConfig(BASE),
    identity,
    site: { baseUrl: `${BASE}/site-api`, fetch: fakeFetch },
  });
}
