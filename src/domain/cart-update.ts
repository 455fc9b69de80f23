/** The store-side cart fields the account-data rule reads. */
export interface CartAccountState {
  readonly account?: {
    readonly id?: string;
    readonly email?: string;
    readonly guest?: boolean;
  } | null;
  readonly account_id?: string | null;
  readonly guest?: boolean;
}

/**
 * A cart update with account data drops that account data when the cart already has a
 * non-guest account or a guest email (SPEC point 4): a logged-in account is never
 * overwritten, and a guest's first email stays the order's email.
 */
export function withoutStaleAccount<T extends { readonly account?: unknown }>(
  update: T,
  cart: CartAccountState | null | undefined,
): T | Omit<T, 'account'> {
  if (update.account === undefined || !cart) return update;
  const nonGuest =
    Boolean(cart.account_id) || (cart.account?.guest === false && Boolean(cart.account.id));
  const guestEmail = Boolean(cart.account?.email);
  if (!nonGuest && !guestEmail) return update;
  const { account: _dropped, ...rest } = update;
  void _dropped;
  return rest;
}

/** The shipping fields that choose a service for a destination, not the destination itself. */
const SERVICE_FIELDS = new Set(['service', 'service_name']);

/**
 * Whether a shipping address names another destination than the cart's. Any address field
 * counts, not only the country: another street can be another zone or another carrier's rate,
 * so the chosen service and the rating no longer hold. Client and reference backend share it.
 */
export function destinationChanged(before: object | null | undefined, address: object): boolean {
  const was = new Map<string, unknown>(Object.entries(before ?? {}));
  return Object.entries(address).some(
    ([field, value]) => !SERVICE_FIELDS.has(field) && was.get(field) !== value,
  );
}

/**
 * A form address (SPEC point 3: firstname, lastname, address) in the store's own fields
 * (first_name, last_name, name, address1), which the store validates an order against. The
 * form's own shape stays in the cart's `metadata.details`.
 */
export function toStoreAddress(
  address: Readonly<Record<string, string>>,
): Readonly<Record<string, string>> {
  const { firstname, lastname, address: street, ...rest } = address;
  const name = [firstname, lastname].filter(Boolean).join(' ');
  return {
    ...rest,
    ...(firstname ? { first_name: firstname } : {}),
    ...(lastname ? { last_name: lastname } : {}),
    ...(name ? { name } : {}),
    ...(street ? { address1: street } : {}),
  };
}
