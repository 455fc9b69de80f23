import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DetailsStep } from '@widgets/containers/Checkout/details/DetailsStep';
import { Checkout } from '@widgets/containers/Checkout/Checkout';
import { PaymentStep } from '@widgets/containers/Checkout/payment/PaymentStep';
import { options as checkoutOptions } from '@widgets/containers/Checkout/options';
import { defaultsOf } from '@kit';
import type { CheckoutOptions } from '@widgets/containers/Checkout/options';
import { $cart, addItem } from '@stores/cart';
import { setCustomer } from '@stores/cart/checkout';
import { $payment } from '@stores/payment';
import {
  GOOGLE_MERCHANT_ID_UNDEFINED,
  SHIPPING_SERVICE_MISSING,
  unsupportedPaymentMethod,
} from '@domain/messages';
import {
  ADDRESS_MESSAGES,
  CARD_INCOMPLETE,
  EMAIL_EMPTY,
  TERMS_NOT_ACCEPTED,
} from '@domain/validation';
import { CARD_CVC_EMPTY } from '@domain/card-form';
import { connectStores } from '../../../support/connected';
import { fakeLocation } from '../../../support/location';
import { SAVED_ADDRESS } from '../../../support/checkout-fixtures';
import { expectAccessible } from '../../../setup/axe';

const OPTIONS: CheckoutOptions = { ...defaultsOf(checkoutOptions), step: 'auto' };

const ADDRESS = SAVED_ADDRESS;

const mount = (node: React.ReactNode) => {
  document.body.innerHTML = '<main><h1>Checkout</h1><div id="host"></div></main>';
  render(node, { container: document.getElementById('host') as HTMLElement });
};

describe('Checkout, the details, payment and review steps', { timeout: 30_000 }, () => {
  beforeEach(() => {
    connectStores();
  });

  it('event details: the tickets with their quantity, and a name field per ticket', async () => {
    await addItem('smashingconf-nyc-2027');
    mount(<DetailsStep options={{ ...OPTIONS, kind: 'event' }} />);
    const tickets = await screen.findByRole('region', { name: 'Your tickets' });
    await within(tickets).findByText('SmashingConf New York 2027 ticket');
    await userEvent.type(screen.getByLabelText('Name on ticket 1'), 'Ada Lovelace');
    await userEvent.click(screen.getByRole('button', { name: /^One more SmashingConf/ }));
    const second = await screen.findByLabelText('Name on ticket 2');
    expect((screen.getByLabelText('Name on ticket 1') as HTMLInputElement).value).toBe(
      'Ada Lovelace',
    );
    expect(screen.queryByText('Shipping address')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText('Please tell us who will use this ticket.')).toBeTruthy();
    expect(document.body.contains(second)).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: /^One fewer SmashingConf/ }));
    await vi.waitFor(() => expect(screen.queryByLabelText('Name on ticket 2')).toBeNull());
    await expectAccessible();
  });

  it('details: the spec messages, focus on the first problem, a country found by another name', async () => {
    await addItem('smashing-book-7-print');
    mount(<DetailsStep options={OPTIONS} />);
    const submit = await screen.findByRole('button', { name: 'Continue to payment' });
    await userEvent.click(submit);
    await screen.findByText(EMAIL_EMPTY);
    expect(screen.getByText(ADDRESS_MESSAGES.firstname)).toBeTruthy();
    expect(screen.getByText(ADDRESS_MESSAGES.country)).toBeTruthy();
    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^Email/)));
    const country = screen.getByRole('combobox', { name: 'Country' });
    await userEvent.type(country, 'Deutsch');
    expect(screen.getByRole('option', { name: 'Germany' })).toBeTruthy();
    await userEvent.clear(country);
    await userEvent.type(country, 'Russia');
    expect(
      screen.getByRole('option', { name: /Russian Federation/ }).getAttribute('aria-disabled'),
    ).toBe('true');
    await expectAccessible();
  });

  it('details: rates shipping once the country is known, asks once, keeps everything typed', async () => {
    await addItem('smashing-book-7-print');
    mount(<DetailsStep options={OPTIONS} />);
    await userEvent.type(await screen.findByLabelText(/^Email/), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('First name'), ADDRESS.firstname);
    await userEvent.type(screen.getByLabelText('Last name'), ADDRESS.lastname);
    await userEvent.type(screen.getByLabelText('Street and house number'), ADDRESS.address);
    await userEvent.type(screen.getByLabelText('Postcode'), ADDRESS.zip);
    await userEvent.type(screen.getByLabelText('City'), ADDRESS.city);
    await userEvent.type(screen.getByRole('combobox', { name: 'Country' }), 'Deutschland');
    await userEvent.click(screen.getByRole('option', { name: 'Germany' }));
    // The services and the new currency come with the country, before anything is sent.
    const standard = await screen.findByRole('radio', { name: /Standard/ });
    await screen.findByText('Prices are now in euros for delivery to Germany');
    expect($cart.get().cart?.currency).toBe('EUR');
    expect(screen.queryByRole('button', { name: 'Continue to shipping' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await screen.findByText(SHIPPING_SERVICE_MISSING);
    await userEvent.click(standard);
    // Chosen at once, before the store answers.
    expect((standard as HTMLInputElement).checked).toBe(true);
    await vi.waitFor(() =>
      expect(($cart.get().cart?.shipping as { service?: string }).service).toBe('standard'),
    );
    const location = fakeLocation('/checkout');
    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await vi.waitFor(() => expect(location.assign).toHaveBeenCalledWith('/checkout/payment'));
    expect($cart.get().cart?.metadata.details?.email).toBe('ada@example.com');
    expect($cart.get().cart?.shipping.service).toBe('standard');
    expect((screen.getByLabelText('City') as HTMLInputElement).value).toBe('Berlin');
    await expectAccessible();
  });

  it('payment: our own card fields for a gateway other than the card provider', async () => {
    await addItem('smashing-book-7-ebook');
    await setCustomer({ email: 'ada@example.com', shipping: ADDRESS, sameAddress: true });
    const settings = {
      card: { enabled: true, gateway: 'authorizenet' },
    };
    $payment.set({ ...$payment.get(), settings, status: 'ready' });
    mount(<PaymentStep options={OPTIONS} />);
    const submit = await screen.findByRole('button', { name: 'Continue to review' });
    await userEvent.click(submit);
    await screen.findByText(CARD_INCOMPLETE);
    // The first problem takes the focus (once the messages are drawn): typing comes after.
    await vi.waitFor(() =>
      expect(document.activeElement).toBe(screen.getByLabelText('Card number')),
    );
    // Each field's problem beside it, none above the form; the expiry read as typed.
    await userEvent.type(screen.getByLabelText('Expiry'), '1230');
    expect(screen.getByLabelText('Expiry')).toHaveProperty('value', '12 / 30');
    expect(screen.getByLabelText('Expiry').getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByLabelText('Card number').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(CARD_CVC_EMPTY)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    await expectAccessible();
  });

  it('payment: every method the store enables, each in its own panel; axe clean', async () => {
    await addItem('smashing-book-7-ebook');
    await setCustomer({ email: 'ada@example.com', shipping: ADDRESS, sameAddress: true });
    mount(<PaymentStep options={OPTIONS} />);
    await screen.findByRole('group', { name: 'How would you like to pay?' });
    const offered = screen
      .getAllByRole('radio')
      .map((radio) => radio.closest('label')?.querySelector('.mw-payment__name')?.textContent);
    // The card is chosen for the shopper; each tile carries its method's own mark.
    expect(screen.getByRole('radio', { name: 'Credit or debit card' })).toHaveProperty(
      'checked',
      true,
    );
    for (const radio of screen.getAllByRole('radio')) {
      expect(radio.closest('label')?.querySelector('svg[aria-hidden="true"]')).toBeTruthy();
    }
    // The demo store enables all nine, each with what it needs: all nine are offered.
    expect(offered).toEqual([
      'Credit or debit card',
      'iDEAL',
      'Bancontact',
      'Klarna',
      'PayPal',
      'Google Pay',
      'Apple Pay',
      'paysafecard',
      'Amazon Pay',
    ]);
    await expectAccessible();
    await userEvent.click(screen.getByRole('radio', { name: 'iDEAL' }));
    expect(await screen.findByRole('button', { name: 'Continue with iDEAL' })).toBeTruthy();
    expect(screen.queryByLabelText('Card number')).toBeNull();
    await expectAccessible();
  });

  it('payment: a method enabled without what it needs is logged once and not offered', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    connectStores(async (input, init) => {
      const res = await fetch(input, init);
      if (!String(input).includes('/api/settings/payments')) return res;
      const settings = (await res.json()) as Record<string, object>;
      return Response.json({
        ...settings,
        klarna: { enabled: true },
        google: { enabled: true, gateway: 'stripe' },
      });
    });
    await addItem('smashing-book-7-ebook');
    await setCustomer({ email: 'ada@example.com', shipping: ADDRESS, sameAddress: true });
    mount(<PaymentStep options={OPTIONS} />);
    await screen.findByRole('radio', { name: 'iDEAL' });
    expect(screen.queryByRole('radio', { name: 'Klarna' })).toBeNull();
    expect(screen.queryByRole('radio', { name: 'Google Pay' })).toBeNull();
    expect(errors.mock.calls.map((call) => String(call[0]))).toEqual([
      `[widgets] ${unsupportedPaymentMethod('klarna')}`,
      `[widgets] ${GOOGLE_MERCHANT_ID_UNDEFINED}`,
    ]);
    errors.mockRestore();
  });

  it('review: lines, addresses and payment, the terms, one order', async () => {
    await addItem('smashing-book-7-ebook');
    await setCustomer({ email: 'ada@example.com', shipping: ADDRESS, sameAddress: true });
    $cart.set({
      ...$cart.get(),
      cart: {
        ...($cart.get().cart as NonNullable<ReturnType<typeof $cart.get>['cart']>),
        billing: { method: 'card', card: { token: 'tok_x', brand: 'Visa', last4: '4242' } },
      },
    });
    mount(<Checkout options={{ ...OPTIONS, step: 'confirmation' }} host={document.body} />);
    await screen.findByText('Visa ending in 4242');
    // The lines are the order summary's, open on the review.
    const summary = screen.getByRole('complementary', { name: 'Order summary' });
    expect(within(summary).getByText('Smashing Book 7 (eBook)')).toBeTruthy();
    expect(
      screen.getByRole('button', { name: /Hide order summary/ }).getAttribute('aria-expanded'),
    ).toBe('true');
    expect(screen.getAllByText('Ada Lovelace').length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await screen.findByText(TERMS_NOT_ACCEPTED);
    await expectAccessible();
  });
});
