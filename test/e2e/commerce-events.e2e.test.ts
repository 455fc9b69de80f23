import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { GOOD, fillCart, fillDetails, payByCard, placeOrder } from './checkout-flow';
import { collectErrors, hasChromium, useDemo } from './harness';

interface Heard {
  readonly name: string;
  readonly detail: Record<string, unknown> & { items?: Record<string, unknown>[] };
}
type Push = Record<string, unknown> & { ecommerce?: Record<string, unknown> | null };

/**
 * The publisher's side of the page, as a tag manager's snippet writes it: `window.dataLayer`
 * there from the start, and every `mw:*` event heard. Both are written down in the tab's
 * sessionStorage, so what a page told before it navigated (the purchase, then the order page)
 * is still there to read.
 */
const PUBLISHER = `(() => {
  const note = (key, value) => {
    const list = JSON.parse(sessionStorage.getItem(key) || '[]');
    list.push(value);
    sessionStorage.setItem(key, JSON.stringify(list));
  };
  window.dataLayer = [];
  const push = window.dataLayer.push.bind(window.dataLayer);
  window.dataLayer.push = (...entries) => {
    for (const entry of entries) note('e2e-data-layer', entry);
    return push(...entries);
  };
  for (const name of ['cart-add', 'cart-remove', 'checkout-step', 'purchase', 'signup', 'subscribe']) {
    document.addEventListener('mw:' + name, (event) => note('e2e-events', { name, detail: event.detail }));
  }
})();`;

/** The page settings of every demo page, opted in to the data layer. */
async function optIn(context: BrowserContext): Promise<void> {
  await context.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const body = (await response.text()).replace(
      '<script type="application/json" id="widgets-config">{',
      '<script type="application/json" id="widgets-config">{"dataLayer":"dataLayer",',
    );
    return route.fulfill({ response, body });
  });
}

const noted = <T>(page: Page, key: string) =>
  page.evaluate(
    (name) => JSON.parse(sessionStorage.getItem(name) ?? '[]') as unknown,
    key,
  ) as Promise<T[]>;
const events = (page: Page) => noted<Heard>(page, 'e2e-events');
const layer = (page: Page) => noted<Push>(page, 'e2e-data-layer');
const layerEvents = async (page: Page) => (await layer(page)).flatMap((push) => push.event ?? []);

describe.runIf(hasChromium)('commerce events for the publisher’s analytics', () => {
  const { fresh } = useDemo();

  it('dispatches an add and a purchase; the data layer gets GA4’s only after "Accept all"', async () => {
    const { base, context, page } = await fresh();
    const errors = collectErrors(page);
    await optIn(context);
    await context.addInitScript(PUBLISHER);

    // Before any answer: the events, and nothing in the data layer.
    await fillCart(page, base);
    await expect
      .poll(async () => (await events(page)).map((event) => event.name))
      .toEqual(['cart-add', 'cart-add']);
    const [book] = await events(page);
    expect(book?.detail).toEqual({
      currency: 'USD',
      value: 44,
      items: [
        {
          sku: 'smashing-book-7-print',
          name: 'Smashing Book 7 (Print)',
          price: 44,
          quantity: 1,
          type: 'book',
        },
      ],
    });
    expect(
      await page.evaluate(() => (window as unknown as { dataLayer: unknown[] }).dataLayer),
    ).toEqual([]);

    // "Accept all" allows statistics: what happened before stays untold, what comes is pushed.
    await page.getByRole('button', { name: 'Accept all' }).click();
    expect(await layer(page)).toEqual([]);
    await page.locator('.formats button[data-sku="smashing-book-7-ebook"]').click();
    await expect.poll(() => layerEvents(page)).toEqual(['add_to_cart']);
    expect(await layer(page)).toEqual([
      { ecommerce: null },
      {
        event: 'add_to_cart',
        ecommerce: {
          currency: 'USD',
          value: 19,
          items: [
            {
              item_id: 'smashing-book-7-ebook',
              item_name: 'Smashing Book 7 (eBook)',
              item_category: 'ebook',
              price: 19,
              quantity: 1,
            },
          ],
        },
      },
    ]);

    await fillDetails(page, base);
    await payByCard(page, GOOD);
    await placeOrder(page, base);
    await expect
      .poll(() => layerEvents(page))
      .toEqual([
        'add_to_cart',
        'begin_checkout',
        'add_shipping_info',
        'add_payment_info',
        'purchase',
      ]);
    const purchase = (await events(page)).find((event) => event.name === 'purchase')?.detail;
    const order = new URL(page.url()).searchParams.get('order');
    // A Berlin address: the cart follows it into euros, and so does the order.
    expect(purchase).toMatchObject({ orderId: order, currency: 'EUR', tax: 0 });
    const pushed = (await layer(page)).find((push) => push.event === 'purchase')?.ecommerce;
    expect(pushed).toMatchObject({
      transaction_id: purchase?.orderNumber,
      currency: 'EUR',
      value: purchase?.value,
      shipping: purchase?.shipping,
    });
    expect((pushed?.items as { item_id: string }[]).map((item) => item.item_id).sort()).toEqual([
      'smashing-book-7-companion-ebook',
      'smashing-book-7-ebook',
      'smashing-book-7-print',
    ]);
    // What was bought, never who: the details given on the way appear nowhere.
    const told = JSON.stringify([await events(page), await layer(page)]);
    for (const personal of ['guest@example.com', 'Ada', 'Lovelace', 'Hauptstr', '10115']) {
      expect(told).not.toContain(personal);
    }
    expect(errors).toEqual([]);
  }, 120_000);
});
