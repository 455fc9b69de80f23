import type { AmazonPayButtonOptions } from '@payments/amazon/checkout-js';

/** The button colours Amazon offers: background and text. */
const COLORS: Readonly<Record<string, readonly [string, string]>> = {
  Gold: ['#ffd814', '#0f1111'],
  LightGray: ['#e7e9ec', '#0f1111'],
  DarkGray: ['#232f3e', '#ffffff'],
};

const PRODUCT_TYPES: ReadonlySet<string> = new Set(['PayAndShip', 'PayOnly']);
const PLACEMENTS: ReadonlySet<string> = new Set(['Home', 'Product', 'Cart', 'Checkout', 'Other']);

/** What the backend's stand-in of Amazon's API answers for a new checkout session. */
interface SessionAnswer {
  readonly checkoutSessionId?: string;
  readonly webCheckoutDetails?: { readonly amazonPayRedirectUrl?: string };
  readonly message?: string;
}

/** The options checkout.js refuses before drawing anything, as Amazon's does (in its words). */
export function optionsProblem(options: AmazonPayButtonOptions | undefined): string | undefined {
  if (!options?.merchantId) return 'merchantId is a required parameter';
  if (!options.ledgerCurrency) return 'ledgerCurrency is a required parameter';
  if (!PRODUCT_TYPES.has(options.productType)) return `Invalid productType: ${options.productType}`;
  if (!PLACEMENTS.has(options.placement)) return `Invalid placement: ${options.placement}`;
  const config = options.createCheckoutSessionConfig;
  if (!config?.payloadJSON || !config.signature) {
    return 'createCheckoutSessionConfig needs payloadJSON and signature';
  }
  if (!(config.publicKeyId ?? options.publicKeyId)) return 'publicKeyId is a required parameter';
  return undefined;
}

/** Asks the backend for the checkout session the signed payload describes. */
async function createSession(base: string, options: AmazonPayButtonOptions): Promise<string> {
  const config = options.createCheckoutSessionConfig;
  const response = await fetch(`${base}/providers/amazon-pay/v2/checkoutSessions`, {
    method: 'POST',
    credentials: 'omit',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({
      merchantId: options.merchantId,
      publicKeyId: config.publicKeyId ?? options.publicKeyId,
      payloadJSON: config.payloadJSON,
      signature: config.signature,
    }),
  });
  const answer = (await response.json().catch(() => ({}))) as SessionAnswer;
  const url = answer.webCheckoutDetails?.amazonPayRedirectUrl;
  if (!response.ok || !url) throw new Error(answer.message ?? 'Amazon Pay is not available');
  return url;
}

/**
 * The Amazon Pay button in `host`: a real button named "Amazon Pay". A click has the backend
 * check the payload's signature and create its checkout session, then opens the page where
 * the buyer chooses how to pay; a refusal is said next to the button.
 */
export function drawButton(
  host: Element,
  options: AmazonPayButtonOptions,
  base: string,
  go: (url: string) => void,
): void {
  const [background, text] = COLORS[options.buttonColor ?? 'Gold'] ?? ['#ffd814', '#0f1111'];
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'amazonpay-button';
  button.textContent = 'Amazon Pay';
  Object.assign(button.style, {
    display: 'block',
    width: '100%',
    minWidth: '150px',
    height: '45px',
    border: '1px solid #a88734',
    borderRadius: '4px',
    background,
    color: text,
    font: '700 18px/1 Arial, sans-serif',
    cursor: 'pointer',
  });
  const problem = document.createElement('p');
  problem.setAttribute('role', 'alert');
  problem.className = 'amazonpay-button__problem';
  button.addEventListener('click', () => {
    if (button.getAttribute('aria-disabled') === 'true') return;
    button.setAttribute('aria-disabled', 'true');
    problem.textContent = '';
    createSession(base, options).then(go, (error: unknown) => {
      button.removeAttribute('aria-disabled');
      problem.textContent = error instanceof Error ? error.message : String(error);
    });
  });
  host.replaceChildren(button, problem);
}
