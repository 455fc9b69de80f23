import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Checkout } from '@widgets/containers/Checkout/Checkout';
import { DetailsStep } from '@widgets/containers/Checkout/details/DetailsStep';
import { options as checkoutOptions } from '@widgets/containers/Checkout/options';
import type { CheckoutOptions } from '@widgets/containers/Checkout/options';
import { defaultsOf } from '@kit';
import { addItem } from '@stores/cart';
import { connectStores } from '../../../support/connected';
import { expectAccessible } from '../../../setup/axe';

const OPTIONS: CheckoutOptions = { ...defaultsOf(checkoutOptions), step: 'details' };

const mount = (node: React.ReactNode) => {
  document.body.innerHTML = '<main><h1>Checkout</h1><div id="host"></div></main>';
  render(node, { container: document.getElementById('host') as HTMLElement });
};

const steps = () =>
  within(screen.getByRole('navigation', { name: 'Checkout progress' })).getAllByRole('listitem');

describe('Checkout, the progress and the order summary beside every step', () => {
  beforeEach(() => {
    connectStores();
  });

  it('shows the four steps: the done ones link back, the current is marked, the rest is text', async () => {
    await addItem('smashing-book-7-ebook');
    mount(<Checkout options={OPTIONS} host={document.body} />);
    await screen.findByRole('complementary', { name: 'Order summary' });
    expect(steps().map((step) => step.textContent)).toEqual([
      'Cart',
      'Details',
      'Payment',
      'Review',
    ]);
    const [cart, details, payment, review] = steps();
    expect(
      within(cart as HTMLElement)
        .getByRole('link', { name: 'Cart' })
        .getAttribute('href'),
    ).toBe('/cart');
    expect(details?.getAttribute('aria-current')).toBe('step');
    expect(within(payment as HTMLElement).queryByRole('link')).toBeNull();
    expect(within(review as HTMLElement).queryByRole('link')).toBeNull();
    await expectAccessible();
  });

  it('folds the summary behind a button that shows the total, and opens it', async () => {
    await addItem('smashing-book-7-ebook');
    mount(<Checkout options={OPTIONS} host={document.body} />);
    const summary = await screen.findByRole('complementary', { name: 'Order summary' });
    const toggle = within(summary).getByRole('button', { name: /Show order summary/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.textContent).toMatch(/\$\d+\.\d\d/);
    expect(within(summary).queryByRole('listitem')).toBeNull();
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(within(summary).getByRole('listitem').textContent).toContain('Smashing Book 7 (eBook)');
    expect(
      within(summary)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toContain('Total');
  });

  it('the events checkout lists only tickets under "Your tickets" and names the rest', async () => {
    await addItem('smashing-book-7-ebook');
    await addItem('smashingconf-nyc-2027');
    mount(<DetailsStep options={{ ...OPTIONS, kind: 'event' }} />);
    const tickets = await screen.findByRole('region', { name: 'Your tickets' });
    await within(tickets).findByText('SmashingConf New York 2027 ticket');
    expect(within(tickets).getAllByRole('listitem')).toHaveLength(1);
    expect(tickets.textContent).toContain(
      'Also in your cart: Smashing Book 7 (eBook). They are paid with this order',
    );
    expect(within(tickets).getByRole('link', { name: 'change them in your cart' })).toBeTruthy();
    expect(screen.getAllByLabelText(/^Name on ticket/)).toHaveLength(1);
    await expectAccessible();
  });
});
