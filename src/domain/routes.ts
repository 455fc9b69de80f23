/** Where members land, and where a logout leads (SPEC point 2). */
export const MEMBERSHIP_HOME = '/membership/';
/** Where logged-out visitors are sent from membership-only pages. */
export const LOGIN_PATH = '/auth';
export const CHECKOUT_PATH = '/checkout';
export const PAYMENT_PATH = '/checkout/payment';

const trim = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** The mini cart is hidden on /cart, /checkout and its sub-routes, /events/checkout. */
export function hidesMiniCart(path: string): boolean {
  const p = trim(path);
  return (
    p === '/cart' || p === '/checkout' || p.startsWith('/checkout/') || p === '/events/checkout'
  );
}

/** Membership-only paths (SPEC point 2). */
export const MEMBERSHIP_ONLY_PATHS = [
  '/membership/personal',
  '/membership/your-plan',
  '/membership/orders',
  '/membership/downloads',
  '/membership/recover-password',
] as const;

export const isMembershipOnly = (path: string): boolean =>
  (MEMBERSHIP_ONLY_PATHS as readonly string[]).includes(trim(path));

/** Auth paths (SPEC point 2). */
export const AUTH_PATHS = ['/auth', '/auth/amnesia', '/auth/signup', '/auth/confirmation'] as const;

export const isAuthPath = (path: string): boolean =>
  (AUTH_PATHS as readonly string[]).includes(trim(path));

/** Where a visitor must go instead of `path`, if anywhere. */
export function routeRedirect(path: string, loggedIn: boolean): string | undefined {
  if (!loggedIn && isMembershipOnly(path)) return LOGIN_PATH;
  if (loggedIn && isAuthPath(path)) return MEMBERSHIP_HOME;
  return undefined;
}

/**
 * The remembered return path after login: only a same-origin path is followed. Absolute and
 * protocol-relative URLs, backslash tricks and script URLs fall back to /membership/.
 */
export function safeReturnPath(value: string | null | undefined): string {
  const path = value?.trim() ?? '';
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return MEMBERSHIP_HOME;
  // A tab or newline inside a URL is dropped by browsers, so `/\t/evil.example` is `//evil...`.
  if ([...path].some((char) => char.charCodeAt(0) < 32)) return MEMBERSHIP_HOME;
  return path;
}

/** Customer details the checkout needs before payment. */
export interface CustomerDetails {
  readonly emailValid: boolean;
  readonly shippingValid: boolean;
}

/** /checkout/payment needs a valid email and shipping address; else back to /checkout. */
export const paymentPageRedirect = (details: CustomerDetails): string | undefined =>
  details.emailValid && details.shippingValid ? undefined : CHECKOUT_PATH;

/** The checkout's steps after the details: they need a cart with valid details. */
const LATER_CHECKOUT_STEPS: readonly string[] = [PAYMENT_PATH, '/checkout/confirmation'];

/**
 * Where a shopper whose cart is known to be empty (no store session) goes from a later
 * checkout step: back to the details, as `paymentPageRedirect` sends anyone without valid
 * details. A payment provider's return (`?gateway=`) is left to the step.
 */
export function emptyCartRedirect(path: string, search: string): string | undefined {
  if (!LATER_CHECKOUT_STEPS.includes(trim(path))) return undefined;
  return new URLSearchParams(search).has('gateway') ? undefined : CHECKOUT_PATH;
}

/** /checkout/confirmation also needs a card or wallet payment; else back to payment. */
export function confirmationPageRedirect(
  details: CustomerDetails,
  hasCardOrWallet: boolean,
): string | undefined {
  return paymentPageRedirect(details) ?? (hasCardOrWallet ? undefined : PAYMENT_PATH);
}

/** The payment providers that return with `?gateway=` (SPEC point 2). */
export const RETURN_GATEWAYS = [
  'stripe',
  'quickpay',
  'paysafecard',
  'klarna',
  'paypal',
  'amazon',
] as const;
export type ReturnGateway = (typeof RETURN_GATEWAYS)[number];

export interface GatewayReturn {
  readonly gateway: ReturnGateway;
  readonly redirectStatus?: string;
  readonly paymentIntentClientSecret?: string;
  readonly cardId?: string;
  readonly sid?: string;
  readonly authorizationToken?: string;
  /** The Amazon-style checkout session the buyer comes back from (`amazonCheckoutSessionId`). */
  readonly checkoutSessionId?: string;
  readonly confirm: boolean;
}

/** Reads a payment return from the query string; undefined when it is not one. */
export function parseGatewayReturn(search: string): GatewayReturn | undefined {
  const params = new URLSearchParams(search);
  const gateway = params.get('gateway');
  if (!gateway || !(RETURN_GATEWAYS as readonly string[]).includes(gateway)) return undefined;
  const get = (name: string) => params.get(name) ?? undefined;
  const optional = {
    redirectStatus: get('redirect_status'),
    paymentIntentClientSecret: get('payment_intent_client_secret'),
    cardId: get('card_id'),
    sid: get('sid'),
    authorizationToken: get('authorization_token'),
    checkoutSessionId: get('amazonCheckoutSessionId'),
  };
  return {
    gateway: gateway as ReturnGateway,
    ...Object.fromEntries(Object.entries(optional).filter(([, v]) => v !== undefined)),
    confirm: params.get('confirm') === 'true',
  };
}
