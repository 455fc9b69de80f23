import { isShippedType } from '@domain/product-type';
import { installStoryStorefront } from './storyClients';

/**
 * A small in-memory store for stories, swapped in through the seam: Storybook has no
 * reference backend behind it. It answers the few Storefront calls the shop widgets make,
 * in the same shapes; `slow` never answers (loading states), `down` answers 500.
 */
export interface FakeStoreOptions {
  readonly mode?: 'ok' | 'slow' | 'down';
  /** Initial cart lines: sku and quantity. */
  readonly cart?: readonly (readonly [sku: string, quantity: number])[];
  /** The cart is a member's: the store takes the member plan's 5 % off. */
  readonly member?: boolean;
  /**
   * How far the checkout got: the details step's answers saved on the cart (contact, address,
   * the standard service), or those and a card on it, as the review needs.
   */
  readonly checkout?: 'details' | 'paid';
}

/** The details a shopper gave at the details step, as the cart keeps them. */
const DETAILS = {
  email: 'ada@example.com',
  sameAddress: true,
  shippingAddress: {
    firstname: 'Ada',
    lastname: 'Lovelace',
    address1: 'Kaiser-Joseph-Straße 1',
    zip: '79098',
    city: 'Freiburg',
    country: 'DE',
  },
};
const STANDARD = { id: 'standard', name: 'Standard', price: 5 };
const MEMBER_PERCENT = 5;

/*
 * The methods the payment step offers: the card on a gateway without a module of its own (so
 * our own card fields show) and bank methods that open no provider's script from elsewhere.
 */
const PAYMENT_SETTINGS = {
  card: { enabled: true, gateway: 'story' },
  ideal: { enabled: true, gateway: 'stripe' },
  bancontact: { enabled: true, gateway: 'stripe' },
  klarna: { enabled: true, gateway: 'stripe' },
};

interface Product {
  id: string;
  sku: string;
  name: string;
  type: string;
  price: number;
  sale_price: number | null;
  stock_status: string;
  cross_sell_product_id: string | null;
  currency: string;
  /** The cover or picture the demo's catalogue shows (served under /assets in Storybook). */
  image: string;
  prerelease_date?: string;
}

/** The demo catalogue's pictures, by the start of a sku. */
const IMAGES: readonly (readonly [prefix: string, image: string])[] = [
  ['smashing-book-7', '/assets/img/book-7.svg'],
  ['inclusive-components', '/assets/img/book-a11y.svg'],
  ['success-at-scale', '/assets/img/book-scale.svg'],
  ['job-post', '/assets/img/logo.svg'],
  ['smashingconf', '/assets/img/hero-event.svg'],
];

/** A sku's picture, as the demo's catalogue names it. */
export const storyImage = (sku: string): string =>
  IMAGES.find(([prefix]) => sku.startsWith(prefix))?.[1] ?? '/assets/img/logo.svg';

const product = (
  sku: string,
  name: string,
  type: string,
  price: number,
  extra: Partial<Product> = {},
): Product => ({
  id: `prod-${sku}`,
  sku,
  name,
  type,
  price,
  sale_price: null,
  stock_status: 'in_stock',
  cross_sell_product_id: null,
  currency: 'USD',
  image: storyImage(sku),
  ...extra,
});

export const FAKE_PRODUCTS: readonly Product[] = [
  product('smashing-book-7-print', 'Smashing Book 7 (Print)', 'book', 44),
  product('smashing-book-7-ebook', 'Smashing Book 7 (eBook)', 'ebook', 19),
  product('smashing-book-7-bundle', 'Smashing Book 7 (Print + eBook)', 'bundle', 54, {
    sale_price: 49,
  }),
  product('inclusive-components-print', 'Inclusive Components (Print)', 'book', 39, {
    stock_status: 'out_of_stock',
  }),
  product('job-post-fulltime', 'Job post: full-time position', 'job post', 299),
  product('job-post-freelance', 'Job post: freelance gig', 'job post', 149),
  product('smashingconf-nyc-2027', 'SmashingConf New York 2027 ticket', 'ticket', 699),
  product('success-at-scale-print', 'Success at Scale (Print, pre-order)', 'book', 44, {
    prerelease_date: '2027-02-15',
  }),
];

const json = (status: number, body: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', 'X-Session': 'story-session' },
  });

/** Where the cart goes and how it is paid, once the checkout got that far. */
function checkoutParts(checkout: FakeStoreOptions['checkout'], shipped: boolean) {
  if (!checkout) return {};
  const { firstname, lastname, ...address } = DETAILS.shippingAddress;
  return {
    metadata: { details: DETAILS },
    shipping: shipped
      ? { name: `${firstname} ${lastname}`, ...address, service: STANDARD.id }
      : { name: `${firstname} ${lastname}`, ...address },
    shipment_rating: shipped ? { services: [STANDARD] } : null,
    ...(checkout === 'paid' && {
      billing: { method: 'card', card: { token: 'tok_story', brand: 'Visa', last4: '4242' } },
    }),
  };
}

export function installFakeStore({
  mode = 'ok',
  cart = [],
  member = false,
  checkout,
}: FakeStoreOptions = {}): void {
  const lines = new Map<string, number>(cart.map(([sku, quantity]) => [`prod-${sku}`, quantity]));
  const view = () => {
    const items = [...lines].map(([id, quantity], index) => {
      const p = FAKE_PRODUCTS.find((candidate) => candidate.id === id) ?? FAKE_PRODUCTS[0];
      const price = p?.sale_price ?? p?.price ?? 0;
      return {
        id: `item-${index}`,
        product_id: id,
        quantity,
        price,
        price_total: price * quantity,
        product: {
          name: p?.name ?? id,
          sku: p?.sku,
          content: { productType: p?.type },
          images: p ? [{ file: { url: p.image } }] : [],
        },
      };
    });
    const subTotal = items.reduce((sum, i) => sum + i.price_total, 0);
    const discount = member ? Math.round(subTotal * MEMBER_PERCENT) / 100 : 0;
    const shipped = items.some((item) => isShippedType(item.product.content.productType ?? ''));
    const shipment = checkout && shipped ? STANDARD.price : 0;
    return {
      id: 'story-cart',
      items,
      // The currency follows the country (SPEC point 9): once the cart ships to Freiburg, euros.
      currency: checkout ? 'EUR' : 'USD',
      sub_total: subTotal,
      discount_total: discount,
      discounts: member
        ? [{ id: 'member-member', type: 'promo-member-member', amount: discount }]
        : [],
      shipment_total: shipment,
      grand_total: subTotal - discount + shipment,
      ...checkoutParts(checkout, shipped),
    };
  };
  const fakeFetch: typeof fetch = async (input, init) => {
    if (mode === 'slow') return new Promise<Response>(() => undefined);
    if (mode === 'down') return new Response(null, { status: 500 });
    const url = new URL(String(input));
    const path = url.pathname.replace(/^\/api\//, '');
    const method = init?.method ?? 'GET';
    if (path === 'products') {
      // `where[sku][$in][0]=...`: only the products a page's prices ask for.
      const skus = [...url.searchParams]
        .filter(([key]) => key.startsWith('where[sku][$in]'))
        .map(([, sku]) => sku);
      const results = skus.length
        ? FAKE_PRODUCTS.filter((p) => skus.includes(p.sku))
        : FAKE_PRODUCTS;
      return json(200, { count: results.length, results, page: 1, pages: 1 });
    }
    if (path === 'settings') {
      return json(200, {
        locale: 'en_US',
        currency: 'USD',
        currencies: [{ code: 'USD', type: 'base' }],
      });
    }
    if (path === 'cart' && method === 'GET') return json(200, lines.size ? view() : null);
    if (path === 'settings/payments') return json(200, PAYMENT_SETTINGS);
    if (path === 'cart/items' && method === 'POST') {
      const body = JSON.parse(String(init?.body)) as { product_id: string; quantity: number };
      const p = FAKE_PRODUCTS.find((candidate) => candidate.id === body.product_id);
      if (p?.stock_status === 'out_of_stock') {
        return json(400, {
          error: { message: `${p.name} is out of stock`, code: 'out_of_stock', param: 'quantity' },
        });
      }
      lines.set(body.product_id, (lines.get(body.product_id) ?? 0) + body.quantity);
      return json(200, view());
    }
    const line = /^cart\/items\/item-(\d+)$/.exec(path);
    const id = line ? [...lines.keys()][Number(line[1])] : undefined;
    if (id && method === 'DELETE') {
      lines.delete(id);
      return json(200, view());
    }
    if (id && method === 'PUT') {
      const { quantity } = JSON.parse(String(init?.body)) as { quantity: number };
      lines.set(id, quantity);
      return json(200, view());
    }
    return json(404, { error: { message: `Not in the story store: ${path}`, code: 'not_found' } });
  };
  installStoryStorefront(fakeFetch);
}
