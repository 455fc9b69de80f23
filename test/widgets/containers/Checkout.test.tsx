import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Checkout } from '@widgets/containers/Checkout/Checkout';
import { options as checkoutOptions, stepForPath } from '@widgets/containers/Checkout/options';
import { defaultsOf } from '@kit';
import type { CheckoutOptions } from '@widgets/containers/Checkout/options';
import { addItem } from '@stores/cart';
import { connectStores } from '../../support/connected';
import { expectAccessible } from '../../setup/axe';

const OPTIONS: CheckoutOptions = { ...defaultsOf(checkoutOptions), step: 'cart' };

describe('Checkout', { timeout: 20_000 }, () => {
  it.each([
    ['/cart', 'cart'],
    ['/checkout', 'details'],
    ['/checkout/', 'details'],
    ['/events/checkout', 'details'],
    ['/checkout/payment', 'payment'],
    ['/checkout/confirmation', 'confirmation'],
    ['/checkout/confirmation/ord_1', undefined],
    ['/books/', undefined],
  ])('shows the step of %s', (path, step) => {
    expect(stepForPath(path)).toBe(step);
  });

  it('loads the step an editor names, and an empty cart links to the shop', async () => {
    connectStores();
    document.body.innerHTML = '<main><h1>Cart</h1><div id="host"></div></main>';
    render(<Checkout options={{ ...OPTIONS, step: 'details' }} host={document.body} />, {
      container: document.getElementById('host') as HTMLElement,
    });
    expect(
      // The step's chunk is its first import here: transformed on demand, slow on a busy machine.
      (
        await screen.findByRole('link', { name: 'Browse the shop' }, { timeout: 10_000 })
      ).getAttribute('href'),
    ).toBe('/books/');
    await expectAccessible();
  });

  it('renders the cart step with the cart', async () => {
    connectStores();
    await addItem('smashing-book-7-ebook');
    document.body.innerHTML = '<main><h1>Cart</h1><div id="host"></div></main>';
    render(<Checkout options={OPTIONS} host={document.body} />, {
      container: document.getElementById('host') as HTMLElement,
    });
    expect(
      await screen.findByText('Smashing Book 7 (eBook)', {}, { timeout: 10_000 }),
    ).toBeTruthy();
    await expectAccessible();
  });
});
