import type { Db } from '../../backend/db';
import { storeError } from '../../backend/http';
import { currencyForCountry, isBelowMinimumCapture, resolveChoice, variantChoice } from '@domain';
import { priceCart, shippingServices } from './pricing';
import type { CartLine } from './pricing';
import { BASE_CURRENCY, currencySetting } from './settings';
import { findCoupon, planOfSession, productsById } from './store';
import { newId } from '../../backend/ids';
import type { CartState, ProductRow, SessionRow } from './store';
import type { NewItem } from './schemas';

/** The currency of a cart: chosen for the session, else following the billing country. */
export const cartCurrency = (session: SessionRow, cart: CartState) =>
  currencySetting(
    cart.currency ?? session.currency ?? currencyForCountry(cart.billing?.country as string),
  ) ?? BASE_CURRENCY;

/** The full cart the Storefront API answers, priced from the catalogue on every read. */
export async function viewCart(db: Db, session: SessionRow, cart: CartState, now: Date) {
  const products = await productsById(
    db,
    cart.items.map((i) => i.product_id),
  );
  const currency = cartCurrency(session, cart);
  const priced = priceCart({
    lines: cart.items,
    products,
    coupon: cart.coupon_code ? await findCoupon(db, cart.coupon_code, now) : undefined,
    plan: await planOfSession(db, session),
    shipping: cart.shipping,
    currency,
  });
  // The store names the chosen service on the cart, as it rates it for the destination.
  const service = shippingServices(cart.shipping?.country as string | undefined, currency).find(
    (offer) => offer.id === cart.shipping?.service,
  );
  return {
    id: cart.id,
    ...priced,
    account: cart.account ?? null,
    account_id: session.account_id,
    guest: !session.account_id,
    billing: cart.billing ?? {},
    shipping: { ...(cart.shipping ?? {}), ...(service && { service_name: service.name }) },
    shipment_rating: cart.shipment_rating ?? null,
    metadata: cart.metadata ?? {},
    capture_below_minimum: isBelowMinimumCapture(priced.capture_total, currency.code ?? 'USD'),
    settings: { currency: currency.code },
    date_updated: now.toISOString(),
  };
}
export type CartView = Awaited<ReturnType<typeof viewCart>>;

const stockProblem = (product: ProductRow, quantity: number) => {
  if (product.stock_status === 'out_of_stock' || product.stock_level === 0) {
    return `${product.name} is out of stock`;
  }
  if (product.stock_tracking && product.stock_level !== null && quantity > product.stock_level) {
    return `Only ${product.stock_level} of ${product.name} left in stock`;
  }
  return undefined;
};

/** JSON with object keys in order, so two equal values compare equal whatever their key order. */
const canonical = (value: unknown): string =>
  JSON.stringify(value ?? null, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );

/**
 * Checks that items exist and are in stock; lines merge with the same product, options, plan
 * and metadata (two job posts are two lines, each with its own post).
 */
export async function addLines(
  db: Db,
  cart: CartState,
  items: readonly NewItem[],
): Promise<CartLine[]> {
  const products = await productsById(
    db,
    items.map((i) => i.product_id),
  );
  const lines = [...cart.items];
  for (const item of items) {
    const product = products.get(item.product_id);
    if (!product) {
      throw storeError(404, `Product not found: ${item.product_id}`, 'not_found', 'product_id');
    }
    const plans = product.purchase_options.subscription?.plans;
    if (plans && !plans.some((p) => p.id === item.purchase_option?.plan_id)) {
      throw storeError(400, `Choose a plan for ${product.name}`, 'invalid', 'purchase_option');
    }
    // The choice as the shopper named it (or the variant they named), resolved to the
    // product's options and variant.
    const named = item.variant_id ? variantChoice(product, item.variant_id) : undefined;
    if (item.variant_id && !named) {
      throw storeError(404, `Variant not found: ${item.variant_id}`, 'not_found', 'variant_id');
    }
    const choice = resolveChoice(
      product,
      named ?? Object.fromEntries((item.options ?? []).map((o) => [o.id, o.value])),
    );
    if (!choice.ok) throw storeError(400, choice.problem, 'invalid', 'options');
    const options = choice.options.length > 0 ? choice.options : undefined;
    const same = (l: CartLine) =>
      l.product_id === item.product_id &&
      canonical(l.options ?? []) === canonical(options ?? []) &&
      l.purchase_option?.plan_id === item.purchase_option?.plan_id &&
      canonical(l.metadata) === canonical(item.metadata);
    const index = lines.findIndex(same);
    const existing = lines[index];
    const quantity = (existing?.quantity ?? 0) + item.quantity;
    const problem = stockProblem(product, quantity);
    if (problem) throw storeError(400, problem, 'out_of_stock', 'quantity');
    const line: CartLine = {
      id: existing?.id ?? newId('item', 8),
      product_id: item.product_id,
      quantity,
      ...(options && { options }),
      ...(choice.variantId && { variant_id: choice.variantId }),
      ...(item.metadata ? { metadata: item.metadata } : {}),
      ...(item.purchase_option ? { purchase_option: item.purchase_option } : {}),
    };
    if (index >= 0) lines[index] = line;
    else lines.push(line);
  }
  return lines;
}

/** Changes one line's quantity (0 removes it), checking stock. */
export async function changeLine(
  db: Db,
  cart: CartState,
  id: string,
  quantity: number,
): Promise<CartLine[]> {
  const line = cart.items.find((l) => l.id === id);
  if (!line) throw storeError(404, `Cart item not found: ${id}`, 'not_found', 'id');
  if (quantity === 0) return cart.items.filter((l) => l.id !== id);
  const product = (await productsById(db, [line.product_id])).get(line.product_id);
  const problem = product && stockProblem(product, quantity);
  if (problem) throw storeError(400, problem, 'out_of_stock', 'quantity');
  return cart.items.map((l) => (l.id === id ? { ...l, quantity } : l));
}

/** The shipment rating: services for the shipping country, priced in the cart currency. */
export const rateShipment = (session: SessionRow, cart: CartState) => ({
  services: shippingServices(cart.shipping?.country, cartCurrency(session, cart)),
});
