import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DeliveryTimeTable } from '@widgets/containers/DeliveryTimeTable/DeliveryTimeTable';
import { updateCart } from '@api/storefront/cart';
import type { Storefront } from '@api/storefront/client';
import { addItem, loadCart } from '@stores/cart';
import { $cartDelivery } from '@stores/cart/delivery';
import { $catalog } from '@stores/catalog/state';
import { allDeliveryRows, estimateDelivery, formatArrival } from '@domain';
import { connectStores } from '../../support/connected';
import { expectAccessible } from '../../setup/axe';
import { renderInPage } from '../../support/render-in-page';

const mount = (country = '') =>
  renderInPage('Shipping and delivery', (host) => (
    <DeliveryTimeTable host={host} options={{ country }} />
  ));

const table = () => screen.getByRole('table', { name: 'Delivery times by country' });
// `hidden: true` skips jsdom's slow visibility checks over a table of some seventy rows.
const rowNames = () =>
  within(table())
    .queryAllByRole('rowheader', { hidden: true })
    .map((cell) => cell.textContent);
const search = (text: string) => userEvent.type(screen.getByLabelText('Find your country'), text);
const total = allDeliveryRows().length;

// The seeded pre-order "Success at Scale" is released on 15 February 2027.
const arrival = (country: string | undefined) =>
  formatArrival(
    estimateDelivery(country, [{ prereleaseDate: '2027-02-15' }], new Date())!,
    navigator.language,
  );

describe('DeliveryTimeTable', () => {
  let storefront: Storefront;
  beforeEach(() => {
    storefront = connectStores();
  });

  it('lists every country with a window, in a labelled region a keyboard can scroll', async () => {
    mount();
    expect(rowNames()).toHaveLength(total);
    const germany = within(table()).getByText('Germany').closest('tr') as HTMLElement;
    expect(within(germany).getByRole('cell', { hidden: true }).textContent).toBe('4–10 days');
    expect(rowNames()).not.toContain('Antarctica');
    const region = screen.getByRole('region', { name: 'Delivery times by country' });
    expect(region.tabIndex).toBe(0);
    expect(screen.getByRole('status').textContent).toBe(`${total} countries.`);
    await expectAccessible();
    // axe over some seventy rows takes seconds in jsdom on a busy runner.
  }, 20_000);

  it('finds a country by another spelling and says how many match', async () => {
    mount();
    await search('Deutschland');
    expect(rowNames()).toEqual(['Germany']);
    expect(screen.getByRole('status').textContent).toBe(`1 of ${total} countries.`);
    await userEvent.clear(screen.getByLabelText('Find your country'));
    await search('UK');
    expect(rowNames()).toContain('United Kingdom');
    await expectAccessible();
  });

  it('says why the table is empty', async () => {
    mount();
    await search('Antarctica');
    expect(rowNames()).toEqual([]);
    expect(screen.getByRole('status').textContent).toBe('No country matches.');
    expect(screen.getByText('We have no delivery estimate for Antarctica.')).toBeTruthy();
    await userEvent.clear(screen.getByLabelText('Find your country'));
    await search('zzzz');
    expect(screen.getByText(/No country matches “zzzz”/)).toBeTruthy();
    await expectAccessible();
  });

  it('estimates when pre-orders arrive in the page’s country', async () => {
    await addItem('success-at-scale-print');
    mount('DE');
    const estimate = await screen.findByText(/Estimated arrival/);
    expect(estimate.textContent).toBe(`Estimated arrival: ${arrival('DE')}`);
    expect(estimate.parentElement?.textContent).toContain('shipped to Germany: 4–10 days');
    await search('germ');
    await expectAccessible();
  });

  it('prefers the cart’s shipping country, and says when a country has no estimate', async () => {
    await addItem('success-at-scale-print');
    await updateCart(storefront, { shipping: { country: 'US' } });
    await loadCart();
    mount('DE');
    expect((await screen.findByText(/Estimated arrival/)).textContent).toBe(
      `Estimated arrival: ${arrival('US')}`,
    );
    await updateCart(storefront, { shipping: { country: 'AQ' } });
    await loadCart();
    expect(await screen.findByText(/We have no delivery estimate for Antarctica, so/)).toBeTruthy();
  });

  it('uses the default window without a country, and nothing without pre-orders', async () => {
    await addItem('form-design-patterns-ebook');
    mount();
    await screen.findByRole('table');
    // The catalogue is in: the release dates of the cart's lines are known, none in the future.
    await waitFor(() => expect($catalog.get().status).toBe('ready'));
    expect($cartDelivery.get().prereleases).toEqual([]);
    expect(screen.queryByText(/Estimated arrival/)).toBeNull();
    await addItem('image-optimization-print');
    await addItem('success-at-scale-print');
    const estimate = await screen.findByText(/Estimated arrival/);
    expect(estimate.textContent).toBe(`Estimated arrival: ${arrival(undefined)}`);
    expect(estimate.parentElement?.textContent).toContain('10–21 days after release');
  });
});
