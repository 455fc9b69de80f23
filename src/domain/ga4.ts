import type { CheckoutStep, CommerceDetail, CommerceEventName } from './commerce-events';

/** The GA4 event each checkout step shown stands for: the step before it is done. */
const GA4_STEPS: Readonly<Record<CheckoutStep, string>> = {
  details: 'begin_checkout',
  payment: 'add_shipping_info',
  confirmation: 'add_payment_info',
};

const GA4_NAMES: Readonly<Record<Exclude<CommerceEventName, 'checkout-step'>, string>> = {
  'cart-add': 'add_to_cart',
  'cart-remove': 'remove_from_cart',
  purchase: 'purchase',
  signup: 'sign_up',
  subscribe: 'purchase',
};

/** A GA4 ecommerce event, as a page's `dataLayer` takes it. */
export interface Ga4Push {
  readonly event: string;
  readonly method?: string;
  readonly ecommerce?: Readonly<Record<string, unknown>>;
}

/** The keys of `values` that are set, and only those. */
const defined = (values: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));

/** An event in GA4's recommended ecommerce shape (add_to_cart, begin_checkout, purchase, ...). */
export function ga4Push(name: CommerceEventName, detail: CommerceDetail): Ga4Push {
  const event = name === 'checkout-step' ? GA4_STEPS[detail.step ?? 'details'] : GA4_NAMES[name];
  if (name === 'signup') return { event, method: detail.method ?? 'email' };
  return {
    event,
    ecommerce: defined({
      transaction_id: detail.orderNumber ?? detail.orderId,
      currency: detail.currency,
      value: detail.value,
      tax: detail.tax,
      shipping: detail.shipping,
      coupon: detail.coupon,
      payment_type: detail.paymentType,
      items: (detail.items ?? []).map((item) => ({
        item_id: item.sku,
        item_name: item.name,
        item_category: item.type,
        price: item.price,
        quantity: item.quantity,
      })),
    }),
  };
}

/**
 * The page's data layer to push to, from the page settings' `dataLayer`: a plain global name
 * (`dataLayer`, as Google Tag Manager names it by default), else none.
 */
export const dataLayerName = (setting: string): string | undefined =>
  /^[A-Za-z_$][\w$]*$/.test(setting) ? setting : undefined;
