import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '@api/storefront/cart';
import { $cart, addItem } from '@stores/cart';
import {
  getShippingRates,
  saveDetails,
  setCustomer,
  setShippingService,
} from '@stores/cart/checkout';
import { $currencyNotice, chooseDestination } from '@stores/cart/destination';
import { runCart } from '@stores/cart/run';
import { shippingServiceName } from '@stores/cart/service-name';
import { connectStores } from '../../../support/connected';
import { ADDRESS, BERLIN } from '../../../support/checkout-fixtures';

const cart = () => $cart.get().cart;

describe('the destination, the shipping service and the currency notice', () => {
  beforeEach(() => {
    connectStores();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('rates the services and switches the currency once the country is chosen, and says so', async () => {
    await addItem('smashing-book-7-print');
    expect($currencyNotice.get()).toBe('');
    await chooseDestination({ shipping: { country: 'DE' }, billingCountry: 'DE', rate: true });
    expect(cart()?.currency).toBe('EUR');
    expect(cart()?.shipmentRating?.map((service) => service.id)).toEqual(['standard', 'express']);
    expect($currencyNotice.get()).toBe('Prices are now in euros for delivery to Germany');
    await chooseDestination({ shipping: { country: 'US' }, billingCountry: 'US', rate: true });
    expect($currencyNotice.get()).toBe(
      'Prices are now in US dollars for delivery to United States',
    );
  });

  it('shows a chosen service at once, and puts the one before back when the store refuses', async () => {
    await addItem('smashing-book-7-print');
    await setCustomer({ email: 'ship@example.com', shipping: ADDRESS, sameAddress: true });
    await getShippingRates();
    await setShippingService('standard');
    const refused = Object.assign(new Error('The store is down'), { status: 500 });
    vi.spyOn(api, 'updateCart').mockRejectedValueOnce(refused);
    const choosing = setShippingService('express');
    expect(cart()?.shipping.service).toBe('express');
    await expect(choosing).rejects.toThrow();
    expect(cart()?.shipping.service).toBe('standard');
    expect($cart.get().error).toBeTruthy();
  });

  it('keeps the chosen service when the details are saved for the same rating', async () => {
    await addItem('smashing-book-7-print');
    await chooseDestination({ shipping: { country: 'DE' }, billingCountry: 'DE', rate: true });
    await setShippingService('express');
    await saveDetails({ email: 'once@example.com', shipping: ADDRESS, sameAddress: true }, true);
    expect(cart()?.shipping.service).toBe('express');
    expect(cart()?.metadata.details?.email).toBe('once@example.com');
  });

  it("names the chosen service after a wallet's address update dropped the rating (PayPal)", async () => {
    await addItem('smashing-book-7-print');
    await setCustomer({ email: 'wallet@example.com', shipping: ADDRESS, sameAddress: true });
    await getShippingRates();
    await setShippingService('standard');
    // What the wallet's approval sends: its own address, the service kept, the rating gone.
    await runCart((sf) => api.updateCart(sf, { shipping: { ...BERLIN, service: 'standard' } }));
    const now = cart();
    expect(now?.shipmentRating).toBeNull();
    expect(now && shippingServiceName(now)).toBe('Standard');
  });
});
