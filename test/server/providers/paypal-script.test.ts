import { createRequire } from 'node:module';
import { Script } from 'node:vm';
import type { OnApproveActions, OnShippingChangeData, PayPalNamespace } from '@paypal/paypal-js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createIntent } from '@api/vault';
import { CANNOT_SHIP } from '../../../demo/providers/paypal/paysheet';
import { TEST_BUYER } from '@server/services/providers/paypal-buyer';
import { vaultFor } from '../../contract/storefront-support';
import { startBackend } from '../harness';
import type { TestBackend } from '../harness';
import { BERLIN_PAYPAL_SHIPPING as BERLIN_SHIPPING } from '../../support/checkout-fixtures';
import { axeProblems } from './standin-page';
import type { PageWindow } from './standin-page';

const CLIENT_ID = 'demo-paypal-client';
const SDK = `/providers/paypal/sdk/js?client-id=${CLIENT_ID}&currency=EUR&intent=authorize&commit=false`;

interface JsdomOptions {
  readonly url: string;
  readonly runScripts: 'outside-only';
  readonly pretendToBeVisual: boolean;
}
type Jsdom = new (html: string, options: JsdomOptions) => { readonly window: PageWindow };
const { JSDOM } = createRequire(import.meta.url)('jsdom') as { JSDOM: Jsdom };

type PayPalWindow = PageWindow & { paypal?: PayPalNamespace };

describe('PayPal stand-in: the SDK script', () => {
  let backend: TestBackend;
  let script: string;
  beforeAll(async () => {
    backend = await startBackend();
    script = await (await fetch(`${backend.base}${SDK}`)).text();
  });
  afterAll(() => backend.close());

  /** A payment page with the SDK's tag (as the loader writes it) and the script run in it. */
  const openPage = () => {
    const { window } = new JSDOM(
      `<!doctype html><html lang="en"><head><title>Payment</title>
<script src="${SDK}" data-js-sdk-library="paypal-js"></script></head>
<body><main><h1>Payment</h1><form><div id="paypal-button"></div></form></main></body></html>`,
      {
        url: `${backend.base}/checkout/payment`,
        runScripts: 'outside-only',
        pretendToBeVisual: true,
      },
    );
    const requests: string[] = [];
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      requests.push(`${init?.method ?? 'GET'} ${String(input)}`);
      return fetch(input, init);
    };
    window.eval(script);
    const paypal = (window as PayPalWindow).paypal;
    if (!paypal?.Buttons) throw new Error('the stand-in defined no paypal.Buttons');
    return { window, paypal, Buttons: paypal.Buttons, requests };
  };

  /** A PayPal order as the store's vault creates it: shipping to Berlin, or not shipping. */
  const newOrder = async (ships = true) =>
    (
      await createIntent<{ id: string }>(vaultFor(backend), {
        gateway: 'paypal',
        intent: {
          intent: 'AUTHORIZE',
          application_context: { shipping_preference: ships ? 'GET_FROM_FILE' : 'NO_SHIPPING' },
          purchase_units: [
            {
              amount: { currency_code: 'EUR', value: '44.00' },
              ...(ships ? { shipping: BERLIN_SHIPPING } : {}),
            },
          ],
        },
      })
    ).id;

  /** Waits until the page shows what the test waits for. */
  const until = <T>(find: () => T | null | undefined | false): Promise<T> =>
    vi.waitFor(
      () => {
        const found = find();
        if (!found) throw new Error('not yet');
        return found;
      },
      { timeout: 5000, interval: 10 },
    );

  const button = (window: PageWindow, name: string) =>
    [...window.document.querySelectorAll('button')].find((b) => b.textContent === name);

  /** Clicks the PayPal button: the paysheet opens, its approval enabled once it has loaded. */
  const openPaysheet = async (window: PageWindow) => {
    button(window, 'PayPal')?.click();
    const dialog = await until(() => window.document.querySelector('dialog'));
    const approve = await until(() => {
      const found = button(window, 'Continue to review order');
      return found && !found.disabled && found;
    });
    return { dialog, approve };
  };

  it('is served as JavaScript for the demo’s client id, revalidated by its ETag', async () => {
    const res = await fetch(`${backend.base}${SDK}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const etag = res.headers.get('etag') ?? '';
    expect(etag).toMatch(/^".+"$/);
    const again = await fetch(`${backend.base}${SDK}`, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect((await fetch(`${backend.base}${SDK}`, { method: 'HEAD' })).status).toBe(200);
    const post = await fetch(`${backend.base}${SDK}`, { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
  });

  it('refuses an unknown client id as PayPal does: a failing script', async () => {
    const res = await fetch(`${backend.base}/providers/paypal/sdk/js?client-id=%3Cnobody%3E`);
    expect(res.status).toBe(400);
    const body = await res.text();
    expect(body).not.toContain('<');
    expect(() => new Script(body).runInNewContext({})).toThrow(
      "SDK Validation error: 'Invalid query value for client-id: <nobody>'",
    );
    expect((await fetch(`${backend.base}/providers/paypal/sdk/js`)).status).toBe(400);
  });

  it('defines window.paypal and nothing else, and keeps the buyer out of logs and storage', () => {
    const window: Record<string, unknown> = { location: { origin: 'http://shop.test' } };
    const context = {
      window,
      document: { currentScript: null, querySelector: () => null },
      HTMLScriptElement: function HTMLScriptElement() {},
      URLSearchParams,
    };
    new Script(script, { filename: 'paypal.js' }).runInNewContext(context);
    expect(Object.keys(window)).toEqual(['location', 'paypal']);
    expect(script).not.toMatch(/console\.|localStorage|sessionStorage|document\.cookie|indexedDB/);
  });

  it('renders a real PayPal button with the style asked for, where it is asked for', async () => {
    const { window, Buttons } = openPage();
    const buttons = Buttons({
      style: { height: 45, color: 'gold', shape: 'rect', label: 'paypal', layout: 'horizontal' },
    });
    expect(buttons.isEligible()).toBe(true);
    await expect(Buttons({}).render('#nowhere')).rejects.toThrow('#nowhere does not exist');
    await buttons.render('#paypal-button');
    const rendered = window.document.querySelector('#paypal-button button');
    expect(rendered?.getAttribute('type')).toBe('button');
    expect(rendered?.getAttribute('aria-label')).toBe('PayPal');
    expect(rendered?.textContent).toBe('PayPal');
    expect((rendered as HTMLElement).style.height).toBe('45px');
    await buttons.close();
    expect(window.document.querySelector('#paypal-button button')).toBeNull();
  });

  it(
    'walks an order through the paysheet: shipping asked, amount shown, approval reported',
    { timeout: 30_000 },
    async () => {
      const { window, Buttons, requests } = openPage();
      const orderID = await newOrder();
      const changes: OnShippingChangeData[] = [];
      const approved = vi.fn<(data: unknown, order: unknown) => void>();
      await Buttons({
        createOrder: () => Promise.resolve(orderID),
        onShippingChange: (data) => {
          changes.push(data);
          return Promise.resolve();
        },
        async onApprove(data, actions: OnApproveActions) {
          approved(data, await actions.order?.get());
        },
        onCancel: () => {
          throw new Error('not cancelled');
        },
      }).render('#paypal-button');
      const { dialog, approve } = await openPaysheet(window);
      expect(dialog.textContent).toContain('Total: €44.00');
      expect(dialog.textContent).toContain('Signed in as Erika Mustermann');
      // As PayPal does when its page opens: the merchant hears of the first address, its own.
      expect(changes).toEqual([
        {
          orderID,
          shipping_address: { city: 'Berlin', state: '', postal_code: '10115', country_code: 'DE' },
          forceRestAPI: true,
        },
      ]);
      expect([...dialog.querySelectorAll('label')].map((label) => label.textContent)).toEqual([
        ' Ada Lovelace, Hauptstr. 1, 10115 Berlin, DE',
        ' Erika Mustermann, Heidestraße 17, 51147 Köln, DE',
        ' Erika Mustermann, 350 Fifth Avenue, 10118 New York NY, US',
        ' Erika Mustermann, Khreshchatyk St. 22, 01001 Kyiv, UA',
      ]);
      expect(dialog.getAttribute('aria-labelledby')).toBeTruthy();
      expect(await axeProblems(window)).toEqual([]);
      approve.click();
      await until(() => approved.mock.calls.length > 0);
      expect(window.document.querySelector('dialog')).toBeNull();
      expect(approved).toHaveBeenCalledWith(
        expect.objectContaining({ orderID, payerID: TEST_BUYER.payer_id }),
        expect.objectContaining({
          status: 'APPROVED',
          payer: expect.objectContaining({ email_address: TEST_BUYER.email_address }),
          purchase_units: [
            expect.objectContaining({
              shipping: expect.objectContaining({ name: { full_name: 'Ada Lovelace' } }),
            }),
          ],
        }),
      );
      expect(requests).toContain(
        `POST ${backend.base}/providers/paypal/checkoutnow/${orderID}/approve`,
      );
    },
  );

  it('asks for another address when the merchant rejects one, and reports a cancel', async () => {
    const { window, Buttons } = openPage();
    const orderID = await newOrder();
    const onCancel = vi.fn();
    await Buttons({
      createOrder: () => Promise.resolve(orderID),
      // This merchant ships to Germany only.
      onShippingChange: (data, actions) =>
        data.shipping_address?.country_code === 'DE' ? actions.resolve() : actions.reject(),
      onApprove: () => Promise.reject(new Error('not approved')),
      onCancel,
    }).render('#paypal-button');
    const { dialog, approve } = await openPaysheet(window);
    const kyiv = await until(() =>
      window.document.querySelector<HTMLInputElement>('input[value="kyiv"]'),
    );
    kyiv.checked = true;
    kyiv.dispatchEvent(new window.Event('change', { bubbles: true }));
    await until(() => dialog.querySelector('[role=alert]')?.textContent === CANNOT_SHIP);
    expect(approve.disabled).toBe(true);
    button(window, 'Cancel')?.click();
    await until(() => onCancel.mock.calls.length > 0);
    expect(onCancel).toHaveBeenCalledWith({ orderID }, {});
    expect(window.document.querySelector('dialog')).toBeNull();
    const [intent] = await backend.db.query<{ status: string }>(
      'SELECT status FROM vault_intents WHERE id = $1',
      [orderID],
    );
    expect(intent?.status).toBe('requires_action');
  });

  it('asks for no address for an order that does not ship', async () => {
    const { window, Buttons } = openPage();
    const orderID = await newOrder(false);
    const onShippingChange = vi.fn(() => Promise.resolve());
    const approved = vi.fn();
    await Buttons({
      createOrder: () => Promise.resolve(orderID),
      onShippingChange,
      onApprove: (data) => Promise.resolve(approved(data)),
    }).render('#paypal-button');
    const { dialog, approve } = await openPaysheet(window);
    expect(dialog.querySelector('fieldset')?.hidden).toBe(true);
    approve.click();
    await until(() => approved.mock.calls.length > 0);
    expect(onShippingChange).not.toHaveBeenCalled();
  });

  it('reports a failed order creation to onError and opens nothing', async () => {
    const { window, Buttons } = openPage();
    const onError = vi.fn();
    await Buttons({
      createOrder: () => Promise.reject(new Error('The vault said no')),
      onError,
    }).render('#paypal-button');
    button(window, 'PayPal')?.click();
    await until(() => onError.mock.calls.length > 0);
    expect(onError.mock.calls[0]?.[0]).toMatchObject({ message: 'The vault said no' });
    expect(window.document.querySelector('dialog')).toBeNull();
  });
});
