/**
 * A product's type (SPEC point 3: book, ebook, e-book, bundle, ticket, job post, webinar) and
 * what hangs on it: whether its line needs a shipping address, and whether it is a plan.
 */

/** What a product (or a cart line's product) may say about its type. */
export interface TypedProduct {
  /** The spec's field: the product's content model names its type. */
  readonly content?: { readonly productType?: unknown } | null;
  /** Where the reference backend keeps it today. */
  readonly type?: unknown;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The product's type: `content.productType` first, then `type`; empty when neither says. */
export const productTypeOf = (product: TypedProduct | null | undefined): string =>
  text(product?.content?.productType) || text(product?.type);

/** Types sold as a plan that renews (the wallet then needs its ppcp variant, SPEC point 5). */
const SUBSCRIPTION_TYPES: ReadonlySet<string> = new Set(['membership', 'subscription']);

/** Types that arrive by email, at the event, on the job board, or as a plan. */
const UNSHIPPED_TYPES: ReadonlySet<string> = new Set([
  'ebook',
  'e-book',
  'ticket',
  'job post',
  'webinar',
  ...SUBSCRIPTION_TYPES,
]);

/**
 * Whether a line of this type travels by post. A type the spec does not name (or none) is
 * shipped: the spec never says such a product needs no address, and the wallet's default is
 * "shipping required" (SPEC point 9), so an unknown product is not sent without one.
 */
export const isShippedType = (type: string): boolean => !UNSHIPPED_TYPES.has(type);

/** Whether a line of this type is a subscription. */
export const isSubscriptionType = (type: string): boolean => SUBSCRIPTION_TYPES.has(type);
