import type { OnShippingChangeData } from '@paypal/paypal-js';
import { approveOrder, getCheckout } from './api';
import type { CheckoutPage } from './api';
import type { Sdk, ShippingActions } from './types';

/** How the buyer left the paysheet. */
export type Decision =
  { readonly approved: true; readonly payerID: string } | { readonly approved: false };

export type ShippingChange = (
  data: OnShippingChangeData,
  actions: ShippingActions,
) => Promise<void>;

type Address = CheckoutPage['addresses'][number];

/** PayPal's words when the merchant refuses an address. */
export const CANNOT_SHIP =
  "Sorry, the seller doesn't ship to this location. Please use a different address.";

const CSS = `.pp-sheet{max-width:30rem;width:calc(100% - 2rem);border:0;border-radius:12px;padding:1.5rem;
font:16px/1.5 system-ui,sans-serif;color:#001c64;box-shadow:0 8px 32px rgba(0,0,0,.3)}
.pp-sheet::backdrop{background:rgba(0,28,100,.45)}
.pp-sheet h2{margin:0 0 .5rem;font-size:1.4rem}.pp-sheet h2 span{color:#0070e0}
.pp-sheet fieldset{border:1px solid #c6c6c6;border-radius:8px;margin:1rem 0;padding:.5rem 1rem}
.pp-sheet label{display:flex;gap:.5rem;align-items:baseline;margin:.35rem 0}
.pp-sheet [role=alert]{color:#a1170d;font-weight:600}
.pp-sheet [role=alert]:empty,.pp-sheet [role=status]:empty{display:none}
.pp-sheet button{font:inherit;font-weight:600;padding:.6rem 1.2rem;margin:.5rem .5rem 0 0;border-radius:999px;
border:2px solid #003087;background:#fff;color:#003087;cursor:pointer}
.pp-sheet button.pp-approve{background:#003087;color:#fff}
.pp-sheet button:disabled{opacity:.55;cursor:default}`;

let sheets = 0;

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Readonly<Record<string, string>> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

function formatAmount({ currency_code, value }: CheckoutPage['amount']): string {
  try {
    return new Intl.NumberFormat(document.documentElement.lang || 'en', {
      style: 'currency',
      currency: currency_code,
    }).format(Number(value));
  } catch {
    return `${value} ${currency_code}`;
  }
}

/** The part of an address PayPal tells the merchant before the approval. */
const partial = ({ address }: Address): NonNullable<OnShippingChangeData['shipping_address']> => ({
  city: address.admin_area_2 ?? '',
  state: address.admin_area_1 ?? '',
  postal_code: address.postal_code ?? '',
  country_code: address.country_code,
});

/**
 * PayPal's checkout for one order, as a modal dialog on the merchant's page (PayPal's own opens
 * over the page as well, so the shopper never leaves it): the test buyer is signed in, sees the
 * amount and, when the order ships, picks an address (the merchant's first, as it came with the
 * order); each address is put to the merchant, who may refuse it. Then approve or cancel.
 */
export function openPaysheet(
  sdk: Sdk,
  orderID: string,
  onShippingChange: ShippingChange | undefined,
): { readonly decision: Promise<Decision>; close(): void } {
  const n = ++sheets;
  const amount = element('strong');
  const problem = element('p', { role: 'alert' });
  const status = element('p', { role: 'status' });
  const payer = element('p');
  const approve = element(
    'button',
    { type: 'button', class: 'pp-approve' },
    sdk.commit ? 'Pay now' : 'Continue to review order',
  );
  const cancel = element('button', { type: 'button' }, 'Cancel');
  const addresses = element('fieldset', { hidden: '' }, element('legend', {}, 'Ship to'));
  const dialog = element(
    'dialog',
    { class: 'pp-sheet', 'aria-labelledby': `pp-sheet-title-${n}` },
    element('style', {}, CSS),
    element('h2', { id: `pp-sheet-title-${n}` }, 'Pay', element('span', {}, 'Pal')),
    element('p', {}, 'Test mode: the reference backend stands in for PayPal. Nothing is charged.'),
    payer,
    element('p', {}, 'Total: ', amount),
    addresses,
    problem,
    status,
    element('div', {}, approve, cancel),
  );

  let page: CheckoutPage | undefined;
  let address: Address | undefined;
  let shipsThere = true;
  let busy = true;
  let approving = false;
  let settled = false;
  let settle: (outcome: Decision | Error) => void = () => undefined;
  const decision = new Promise<Decision>((resolve, reject) => {
    settle = (outcome) => (outcome instanceof Error ? reject(outcome) : resolve(outcome));
  });

  const close = () => {
    if (dialog.open && typeof dialog.close === 'function') dialog.close();
    dialog.remove();
  };
  const finish = (outcome: Decision | Error) => {
    if (settled) return;
    settled = true;
    close();
    settle(outcome);
  };
  const show = (busyNow: boolean, statusText = '', problemText = '') => {
    busy = busyNow;
    status.textContent = statusText;
    problem.textContent = problemText;
    approve.disabled = busy || !shipsThere;
    addresses.disabled = busy;
  };
  const load = async () => {
    page = await getCheckout(sdk, orderID);
    amount.textContent = formatAmount(page.amount);
    return page;
  };

  async function shipTo(next: Address): Promise<void> {
    address = next;
    if (!onShippingChange) return show(false);
    show(true, 'Checking shipping to this address…');
    let refused = false;
    const actions: ShippingActions = {
      resolve: () => Promise.resolve(),
      reject: () => {
        refused = true;
        return Promise.resolve();
      },
    };
    try {
      await onShippingChange(
        { orderID, shipping_address: partial(next), forceRestAPI: true },
        actions,
      );
      shipsThere = !refused;
    } catch {
      // A merchant that fails to answer cannot ship there either.
      shipsThere = false;
    }
    // The merchant may have changed the order's total for the new address.
    if (shipsThere) await load().catch((error: unknown) => finish(asError(error)));
    if (!settled) show(false, '', shipsThere ? '' : CANNOT_SHIP);
  }

  function listAddresses(options: CheckoutPage['addresses']) {
    for (const [index, entry] of options.entries()) {
      const radio = element('input', { type: 'radio', name: `pp-ship-${n}`, value: entry.id });
      radio.checked = index === 0;
      radio.addEventListener('change', () => void shipTo(entry));
      addresses.append(element('label', {}, radio, ' ', entry.label));
    }
    addresses.hidden = options.length === 0;
  }

  approve.addEventListener('click', () => {
    if (busy || !shipsThere || !page) return;
    const payerID = page.payer.payer_id;
    approving = true;
    show(true, 'Approving…');
    approveOrder(sdk, orderID, address ? { shipping_address_id: address.id } : {}).then(
      () => finish({ approved: true, payerID }),
      (error: unknown) => finish(asError(error)),
    );
  });
  const cancelled = () => {
    // Once the approval is on its way, PayPal decides, not the buyer.
    if (!approving) finish({ approved: false });
  };
  cancel.addEventListener('click', cancelled);
  // Escape closes a modal dialog: here that is the buyer cancelling.
  dialog.addEventListener('cancel', (event) => {
    event.preventDefault();
    cancelled();
  });

  document.body.append(dialog);
  if (typeof dialog.showModal === 'function') dialog.showModal();
  else dialog.setAttribute('open', '');
  show(true, 'Loading your order…');
  load()
    .then(({ payer: buyer, addresses: options }) => {
      const { given_name, surname } = buyer.name;
      payer.append('Signed in as ', element('strong', {}, `${given_name} ${surname}`));
      payer.append(` (${buyer.email_address})`);
      listAddresses(options);
      // As PayPal does when its page opens: the merchant hears of the first address.
      const first = options[0];
      return first ? shipTo(first) : show(false);
    })
    .catch((error: unknown) => finish(asError(error)));
  return {
    decision,
    // Closed by the page (the button went away): no decision to report.
    close() {
      settled = true;
      close();
    },
  };
}
