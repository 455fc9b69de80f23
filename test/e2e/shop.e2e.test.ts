import { describe, expect, it } from 'vitest';
import { addedToCart } from '@domain';
import { collectErrors, fixture, hasChromium, recordScripts, useDemo, whenReady } from './harness';

// A shopper on the demo magazine: prices, adding to the cart, the mini cart following.
describe.runIf(hasChromium)('the shop in Chromium', () => {
  const { fresh } = useDemo();

  it('adds a book from its page and the mini cart follows, across pages, counting the book with its companion as one', async () => {
    const { base, page } = await fresh();
    const errors = collectErrors(page);
    await page.goto(`${base}/books/smashing-book-7`);
    await expect
      .poll(() => page.locator('[data-sku="smashing-book-7-print"].price').textContent())
      .toBe('$44.00');
    const cart = page.getByRole('button', { name: /^Cart, 0 items/ });
    await cart.waitFor();
    await whenReady(page, '.formats button[data-sku="smashing-book-7-print"]');
    await page.locator('.formats button[data-sku="smashing-book-7-print"]').click();
    await page.getByText(addedToCart('Smashing Book 7 (Print)')).waitFor();
    // The companion eBook came along (the cross-sell product) and counts as part of its book.
    await page.getByRole('button', { name: 'Cart, 1 item, $44.00' }).waitFor();

    await page.reload();
    await page.getByRole('button', { name: 'Cart, 1 item, $44.00' }).waitFor();
    await page.goto(`${base}/books/`);
    const again = page.getByRole('button', { name: 'Cart, 1 item, $44.00' });
    await again.click();
    await page.getByText('Includes the eBook').waitFor();
    expect(await page.getByText('Smashing Book 7 (Companion eBook)').count()).toBe(0);
    await page.getByRole('link', { name: 'View cart and check out' }).click();
    await page.waitForURL(`${base}/cart`);
    expect(errors).toEqual([]);
  });

  it('a quantity changed in one widget shows in the other at once', async () => {
    const { base, page } = await fresh();
    // A header cart and a bottom bar cart, as a small-screen layout would have both.
    await fixture(
      page,
      base,
      '/two-carts',
      `<link rel="stylesheet" href="/css/widgets.css" />
       <header data-container="MiniCart" id="top"></header>
       <button data-behaviour="AddToCart" data-sku="smashing-book-7-ebook">Add the eBook</button>
       <footer data-container="MiniCart" id="bottom"></footer>`,
    );
    await page.goto(`${base}/two-carts`);
    await whenReady(page, 'button[data-sku="smashing-book-7-ebook"]');
    await page.getByRole('button', { name: 'Add the eBook' }).click();
    const top = page.locator('#top').getByRole('button', { name: /^Cart/ });
    const bottom = page.locator('#bottom').getByRole('button', { name: /^Cart/ });
    await expect.poll(() => bottom.getAttribute('aria-label')).toBe('Cart, 1 item, $19.00');
    await top.click();
    await page
      .locator('#top')
      .getByRole('button', { name: 'One more Smashing Book 7 (eBook)' })
      .click();
    await expect.poll(() => bottom.getAttribute('aria-label')).toBe('Cart, 2 items, $38.00');
    // Both carts sit at the start of the page here, so the open summary covers the other one.
    await page.keyboard.press('Escape');
    await bottom.click();
    await expect.poll(() => bottom.getAttribute('aria-expanded')).toBe('true');
    await page
      .locator('#bottom')
      .getByRole('button', { name: 'Remove Smashing Book 7 (eBook)' })
      .click();
    await expect.poll(() => top.getAttribute('aria-label')).toBe('Cart, 0 items');
  });

  it('never downloads the mini cart on the cart and checkout pages', async () => {
    const { base, page } = await fresh();
    const scripts = recordScripts(page);
    for (const path of ['/cart', '/checkout', '/checkout/payment', '/events/checkout']) {
      await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
    }
    expect(scripts.filter((s) => s.includes('MiniCart'))).toEqual([]);
    // On a shop page a visitor's empty cart is prerendered; its code comes when they reach for it.
    await page.goto(`${base}/books/`, { waitUntil: 'networkidle' });
    expect(scripts.filter((s) => s.includes('MiniCart'))).toEqual([]);
    await page.locator('[data-container="MiniCart"]').hover();
    await expect.poll(() => scripts.filter((s) => s.includes('MiniCart')).length).toBe(1);
  });

  it('says why when the store refuses, and keeps the cart as it was', async () => {
    const { base, page } = await fresh();
    await page.goto(`${base}/books/`);
    const print = page.locator('button[data-sku="inclusive-components-print"]');
    await whenReady(page, 'button[data-sku="inclusive-components-print"]');
    await print.click();
    await page.getByText('Inclusive Components (Print) is out of stock').waitFor();
    expect(await print.getAttribute('data-result')).toBe('failed');
    await page.getByRole('button', { name: 'Cart, 0 items' }).waitFor();
  });

  it('takes a ticket straight to the events checkout, and the cart survives a reload', async () => {
    const { base, page } = await fresh();
    await page.goto(`${base}/events/`);
    await whenReady(page, 'button[data-sku="smashingconf-nyc-2027"]');
    await page.locator('button[data-sku="smashingconf-nyc-2027"]').click();
    await page.waitForURL(`${base}/events/checkout`);
    await page.goto(`${base}/books/`);
    await page.getByRole('button', { name: 'Cart, 1 item, $699.00' }).waitFor();
  });
});
