import { ApiError } from './errors';

/** The fallback message for any failure without a better one (SPEC point 8). */
export const DEFAULT_MESSAGE = 'Uh-oh, something went wrong. Could you try again, please?';

/** Shown when the store answers that the authorised amount no longer matches the order. */
export const PRICE_MISMATCH_MESSAGE =
  'Uh-oh! It seems the price for some items in your cart has changed. Sorry! Please, try again.';

/** What the store says when a price changed after the card was authorised. */
export const AUTHORIZED_AMOUNT_MISMATCH = 'The authorized amount did not match the order total';

/** Whether a store message says the authorised amount did not match the order. */
export const isPriceMismatch = (message: string): boolean =>
  /authori[sz]ed amount (did not|does not|doesn't) match/i.test(message);

/** Messages longer than this are reduced to an embedded message field, if they carry one. */
export const LONG_MESSAGE_LIMIT = 150;

const EMBEDDED_MESSAGE = /"message"\s*:\s*"((?:[^"\\]|\\.)*)"/;

/** A message over 150 characters with an embedded `"message"` field becomes the inner message. */
export function reduceLongMessage(message: string): string {
  if (message.length <= LONG_MESSAGE_LIMIT) return message;
  const inner = EMBEDDED_MESSAGE.exec(message)?.[1];
  return inner ? (JSON.parse(`"${inner}"`) as string) : message;
}

type Source = Readonly<Record<string, unknown>>;

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

const field = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Source)[key] : undefined;

/**
 * The message of a failure, first present of: json.error_description, json.message, json.msg,
 * error.message, message, msg, description; otherwise DEFAULT (SPEC point 8).
 */
export function messageOf(source: unknown): string {
  const json = field(source, 'json');
  return (
    text(field(json, 'error_description')) ??
    text(field(json, 'message')) ??
    text(field(json, 'msg')) ??
    text(field(field(source, 'error'), 'message')) ??
    text(field(source, 'message')) ??
    text(field(source, 'msg')) ??
    text(field(source, 'description')) ??
    DEFAULT_MESSAGE
  );
}

/** What a person is shown for a failure: the catalogue's rules applied to its message. */
export function userMessage(source: unknown): string {
  const message = messageOf(source);
  return isPriceMismatch(message) ? PRICE_MISMATCH_MESSAGE : reduceLongMessage(message);
}

/** Store error code for a failed connection or a non-OK answer without an error body. */
export const CONNECTION_ERROR_MESSAGE = 'A connection error occurred while making the request';

/** 'A connection error occurred while making the request', code connection_error. */
export const connectionError = (status = 0): ApiError =>
  new ApiError(CONNECTION_ERROR_MESSAGE, status, 'connection_error');

/** 'Request timed out after N seconds', code request_error, status 500. */
export const requestTimeoutError = (timeoutMs: number): ApiError =>
  new ApiError(`Request timed out after ${timeoutMs / 1000} seconds`, 500, 'request_error');

/**
 * A Storefront API error body `{ error: { message, code, param } }` as an ApiError with the
 * HTTP status; undefined when the body is not of that shape.
 */
export function storeApiError(body: unknown, status: number): ApiError | undefined {
  const error = field(body, 'error');
  const message = text(field(error, 'message')) ?? text(error);
  if (!message) return undefined;
  const code = text(field(error, 'code'));
  const param = text(field(error, 'param'));
  return new ApiError(message, status, code, param);
}

/** 'Cart not found'. */
export const CART_NOT_FOUND = 'Cart not found';
/** 'Payment not found'. */
export const PAYMENT_NOT_FOUND = 'Payment not found';
/** Logged when the store settings cannot be loaded. */
export const SETTINGS_LOAD_FAILED = 'unable to load settings';
/** '{method} payments are disabled. See Payment settings in the dashboard for details'. */
export const paymentsDisabled = (method: string): string =>
  `${method} payments are disabled. See Payment settings in the dashboard for details`;
/** 'Unsupported payment method: X'. */
export const unsupportedPaymentMethod = (method: string): string =>
  `Unsupported payment method: ${method}`;
/** The authentication failure of a payment method (e.g. a cancelled prepaid voucher). */
export const PAYMENT_AUTHENTICATION_FAILED =
  'We are unable to authenticate your payment method. Please choose a different payment method and try again';
/** The card was tokenised but the bank refused the charge. */
export const CARD_DECLINED =
  'Your card was declined. Please try another card, or another way to pay.';
/** The card needs 3-D Secure, which only the payment step can do, not a direct charge. */
export const CARD_NEEDS_AUTHENTICATION =
  'Your bank wants to confirm this payment. Please go through the payment step again to approve it.';
/** An order was submitted without an approved payment. */
export const PAYMENT_NOT_AUTHORIZED =
  'We could not confirm your payment yet. Please complete the payment step and try again.';
/** An order was submitted from an empty cart. */
export const CART_EMPTY = 'Your cart is empty. Add something lovely first!';
/** A cart with printed books was submitted without a shipping service. */
export const SHIPPING_SERVICE_MISSING = 'Please choose how your parcel should travel to you.';
/** Announced when an item went into the cart. */
export const addedToCart = (name: string): string => `${name} is in your cart.`;
/** The sku on the page is not in the store's product list. */
export const PRODUCT_UNAVAILABLE =
  "Sorry, we can't find that product right now. Please try again later.";
/** After a signup: the confirmation link is on its way. */
export const signupSent = (email: string): string =>
  `Almost there! We sent a confirmation link to ${email}. Follow it to finish signing up.`;
/**
 * After following the signup confirmation link: a status, not a greeting, since the member
 * area's dashboard beside it welcomes the new member.
 */
export const WELCOME_CONFIRMED = 'Your email is confirmed and you are logged in.';
/** After a new password was saved. */
export const PASSWORD_CHANGED = 'Done! Your new password is set.';
/** After an email change was confirmed. */
export const emailChanged = (email: string): string =>
  `Done! We will write to ${email} from now on.`;
/** An email-change link opened by someone not logged in. */
export const LOGIN_TO_CONFIRM_EMAIL =
  'Please log in first, then open the link from the email again.';
/** A mailed link whose token is missing or was already used. */
export const LINK_EXPIRED = 'This link has expired or was already used. Please ask for a new one.';
/** What a reader is told when an email link's token is refused: expired or unknown tokens
 * read as LINK_EXPIRED, anything else (a connection problem) as it is. */
export const linkProblem = (message: string): string =>
  /expired|invalid|not found/i.test(message) ? LINK_EXPIRED : message;
/** '{X} was not loaded'. */
export const notLoaded = (library: string): string => `${library} was not loaded`;
/** '{X} {Y} is missing'. */
export const settingMissing = (owner: string, setting: string): string =>
  `${owner} ${setting} is missing`;
/** "DOM element with '{id}' ID not found". */
export const elementNotFound = (id: string): string => `DOM element with '${id}' ID not found`;
/** Card provider: the payment element was never created. */
export const STRIPE_ELEMENT_UNDEFINED = 'Stripe payment element is not defined';
/** Card provider: no payment intent to confirm. */
export const STRIPE_INTENT_UNDEFINED = 'Stripe payment intent is not defined';
/** 'Unsupported intent status: X'. */
export const unsupportedIntentStatus = (status: string): string =>
  `Unsupported intent status: ${status}`;
/** 'This device is not capable of making Google Pay payments' (and Apple Pay). */
export const deviceNotCapable = (wallet: 'Google Pay' | 'Apple Pay'): string =>
  `This device is not capable of making ${wallet} payments`;
/** 'Google merchant ID is not defined'. */
export const GOOGLE_MERCHANT_ID_UNDEFINED = 'Google merchant ID is not defined';
/** 'Stripe publishable key is not defined'. */
export const STRIPE_KEY_UNDEFINED = 'Stripe publishable key is not defined';
/** '{domain} domain is not verified'. */
export const domainNotVerified = (domain: string): string => `${domain} domain is not verified`;
/** 'Paysafecard payment is not defined'. */
export const PAYSAFECARD_PAYMENT_UNDEFINED = 'Paysafecard payment is not defined';
/** A Quickpay payment the vault did not create. */
export const QUICKPAY_PAYMENT_UNDEFINED = 'Quickpay payment is not defined';
/** 'Paysafecard payment ID is not defined'. */
export const PAYSAFECARD_PAYMENT_ID_UNDEFINED = 'Paysafecard payment ID is not defined';
/** 'Klarna session is not defined'. */
export const KLARNA_SESSION_UNDEFINED = 'Klarna session is not defined';
/** 'Unknown redirect status: X'. */
export const unknownRedirectStatus = (status: string): string =>
  `Unknown redirect status: ${status}`;
/** "Product purchase option 'X' not found or not active". */
export const purchaseOptionNotFound = (option: string): string =>
  `Product purchase option '${option}' not found or not active`;
/** "Subscription purchase plan 'X' not found or not active". */
export const subscriptionPlanNotFound = (plan: string): string =>
  `Subscription purchase plan '${plan}' not found or not active`;
/** 'Payment element parameters are not provided'. */
export const PAYMENT_ELEMENT_PARAMS_MISSING = 'Payment element parameters are not provided';
/** 'Tokenization parameters are not provided'. */
export const TOKENIZATION_PARAMS_MISSING = 'Tokenization parameters are not provided';
/** 'Redirect parameters are not provided'. */
export const REDIRECT_PARAMS_MISSING = 'Redirect parameters are not provided';
/** The wallet button needs a positive amount. */
export const PAYPAL_AMOUNT_INVALID =
  'Invalid PayPal button amount. Value should be greater than zero.';
/** The wallet needs its ppcp variant to take subscriptions. */
export const PAYPAL_SUBSCRIPTIONS_NEED_PPCP =
  'Subscriptions with PayPal need PayPal Commerce Platform (ppcp) enabled in the payment settings.';
/** 'Missing Amazon Pay checkout session ID'. */
export const AMAZON_SESSION_MISSING = 'Missing Amazon Pay checkout session ID';
/** Where the spec has no wording: a gateway we do not know. */
export const unknownGateway = (gateway: string): string =>
  `We don't know the payment gateway "${gateway}" — even our cats looked everywhere.`;
/** Where the spec has no wording: the shopper cancelled at the provider. */
export const PAYMENT_CANCELLED =
  'You cancelled the payment, so nothing was charged. Pick a method whenever you are ready.';
/** The error a cancelled wallet or Amazon-style return raises. */
export const paymentCancelled = (): ApiError =>
  new ApiError(PAYMENT_CANCELLED, 400, 'payment_cancelled');
