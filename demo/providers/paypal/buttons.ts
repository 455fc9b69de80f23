import type { PayPalButtonStyle } from '@paypal/paypal-js';
import { getOrder } from './api';
import { openPaysheet } from './paysheet';
import type { StandInButtons, StandInButtonsOptions, Sdk } from './types';

/** The currencies PayPal takes payments in; in any other the button is not eligible. */
const CURRENCIES: ReadonlySet<string> = new Set(
  'AUD BRL CAD CNY CZK DKK EUR HKD HUF ILS JPY MYR MXN TWD NZD NOK PHP PLN GBP SGD SEK CHF THB USD'.split(
    ' ',
  ),
);

const COLORS: Readonly<Record<string, readonly [string, string]>> = {
  gold: ['#ffc439', '#003087'],
  blue: ['#0070e0', '#ffffff'],
  silver: ['#eeeeee', '#003087'],
  white: ['#ffffff', '#003087'],
  black: ['#000000', '#ffffff'],
};

const asRecord = (error: unknown): Record<string, unknown> =>
  typeof error === 'object' && error !== null
    ? (error as Record<string, unknown>)
    : { message: String(error) };

/** PayPal's button as its style options draw it: a real button, named "PayPal". */
function drawButton(style: PayPalButtonStyle): HTMLButtonElement {
  const [background, text] = COLORS[style.color ?? 'gold'] ?? ['#ffc439', '#003087'];
  // PayPal's own limits: 25 to 55 pixels high.
  const height = Math.min(55, Math.max(25, style.height ?? 45));
  const radius = style.shape === 'pill' ? `${height / 2}px` : style.shape === 'sharp' ? '0' : '4px';
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'paypal-button';
  button.setAttribute('aria-label', 'PayPal');
  Object.assign(button.style, {
    display: 'block',
    width: '100%',
    minWidth: '150px',
    maxWidth: '750px',
    height: `${height}px`,
    border: background === '#ffffff' ? '1px solid #555' : '0',
    borderRadius: radius,
    background,
    color: text,
    font: `italic 700 ${Math.round(height * 0.45)}px/1 Verdana, Arial, sans-serif`,
    cursor: 'pointer',
  });
  const pay = document.createElement('span');
  pay.textContent = 'Pay';
  const pal = document.createElement('span');
  pal.textContent = 'Pal';
  if (style.color === 'gold' || !style.color) pal.style.color = '#0070e0';
  button.append(pay, pal);
  return button;
}

/**
 * `paypal.Buttons(options)`: the button, and on a click PayPal's checkout for the order the
 * integration creates: the paysheet over the page, then `onApprove` with actions that read the
 * order, or `onCancel`. Whatever goes wrong reaches `onError`, as the real SDK reports it.
 */
export function standInButtons(sdk: Sdk, options: StandInButtonsOptions): StandInButtons {
  let button: HTMLButtonElement | undefined;
  let sheet: ReturnType<typeof openPaysheet> | undefined;
  let closed = false;
  const fail = (error: unknown) => {
    if (!closed) options.onError?.(asRecord(error));
  };

  async function checkout(): Promise<void> {
    if (!options.createOrder) throw new Error('Expected createOrder to be passed');
    const orderID = await options.createOrder({ paymentSource: 'paypal' }, {});
    if (typeof orderID !== 'string' || !orderID) {
      throw new Error('Expected an order id to be passed');
    }
    if (closed) return;
    sheet = openPaysheet(sdk, orderID, options.onShippingChange);
    const decision = await sheet.decision;
    sheet = undefined;
    if (closed) return;
    if (!decision.approved) return options.onCancel?.({ orderID }, {});
    await options.onApprove?.(
      { orderID, payerID: decision.payerID, paymentID: null, facilitatorAccessToken: sdk.clientId },
      { order: { get: () => getOrder(sdk, orderID) } },
    );
  }

  return {
    isEligible: () => CURRENCIES.has(sdk.currency),
    render(container) {
      const host = typeof container === 'string' ? document.querySelector(container) : container;
      if (!(host instanceof HTMLElement)) {
        return Promise.reject(
          new Error(`Document is ready and element ${String(container)} does not exist`),
        );
      }
      button = drawButton(options.style ?? {});
      const own = button;
      own.addEventListener('click', () => {
        if (own.getAttribute('aria-disabled') === 'true') return;
        own.setAttribute('aria-disabled', 'true');
        checkout()
          .catch(fail)
          .finally(() => {
            own.removeAttribute('aria-disabled');
            if (!closed) own.focus();
          });
      });
      host.replaceChildren(own);
      return Promise.resolve();
    },
    close() {
      closed = true;
      sheet?.close();
      button?.remove();
      return Promise.resolve();
    },
  };
}
