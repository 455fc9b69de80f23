/*
 * How an order's status, payment and addresses read on a receipt. Pure: the order as the
 * site API sends it in, words out.
 */

type Fields = Readonly<Record<string, unknown>>;

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;

const STATUS: Readonly<Record<string, string>> = {
  payment_pending: 'Awaiting payment',
  delivery_pending: 'Paid, waiting to ship',
  hold: 'On hold',
  canceled: 'Cancelled',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
};

/** The order's state in words: a paid, complete order is simply "Paid". */
export function statusLabel(status: string, paid: boolean): string {
  const known = STATUS[status];
  if (known) return known;
  if (status === 'complete' || status === '') return paid ? 'Paid' : 'Complete';
  const words = status.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The wallets and redirect methods by their own names (SPEC point 3, billing methods). */
const METHODS: Readonly<Record<string, string>> = {
  card: 'Card',
  paypal: 'PayPal',
  google: 'Google Pay',
  apple: 'Apple Pay',
  amazon: 'Amazon Pay',
  ideal: 'iDEAL',
  bancontact: 'Bancontact',
  klarna: 'Klarna',
  paysafecard: 'paysafecard',
  quickpay: 'Quickpay',
};

export interface Billing {
  readonly method?: string | null | undefined;
  readonly card?:
    | { readonly brand?: string | null | undefined; readonly last4?: string | null | undefined }
    | null
    | undefined;
}

/** "Visa ending in 4242", "PayPal"; undefined when the order names no payment. */
export function paymentLabel(billing: Billing | undefined): string | undefined {
  const card = billing?.card;
  const last4 = text(card?.last4);
  if (last4 && (billing?.method === 'card' || !billing?.method)) {
    const brand = text(card?.brand);
    return `${brand && brand !== 'Unknown' ? brand : 'Card'} ending in ${last4}`;
  }
  const method = text(billing?.method);
  if (!method) return undefined;
  return METHODS[method] ?? method;
}

/** A country's name in the reader's language; the code itself where the platform has none. */
export function countryName(code: string, locale?: string): string {
  try {
    return (
      new Intl.DisplayNames(locale ? [locale.replace('_', '-'), 'en'] : ['en'], {
        type: 'region',
      }).of(code.toUpperCase()) ?? code
    );
  } catch {
    return code;
  }
}

/**
 * An address as the lines of a label. Both spellings occur: the checkout's (`firstname`,
 * `address`) and the store's (`first_name`, `address1`, or one `name`). Nothing to show gives
 * an empty list.
 */
export function addressLines(given: object | undefined, locale?: string): string[] {
  if (!given) return [];
  // Any address shape (the store's, the details form's, an order's): read field by field.
  const address: Fields = { ...given };
  const first = text(address.first_name) ?? text(address.firstname);
  const last = text(address.last_name) ?? text(address.lastname);
  const name = text(address.name) ?? ([first, last].filter(Boolean).join(' ') || undefined);
  const street = text(address.address1) ?? text(address.address);
  const town = [text(address.zip), text(address.city)].filter(Boolean).join(' ');
  const state = text(address.state);
  const country = text(address.country);
  const place = [town || undefined, state].filter(Boolean).join(', ');
  // A name alone (or a country alone) is not somewhere a parcel can go.
  if (!street && !place) return [];
  return [
    name,
    text(address.company),
    street,
    text(address.address2),
    place || undefined,
    country && countryName(country, locale),
  ].filter((line): line is string => Boolean(line));
}
