import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import type { ShownOrder } from '@stores/orders/view';
import { OrderFacts } from '@widgets/shared/OrderFacts';
import { OrderLines } from '@widgets/shared/OrderLines';

const ORDER: ShownOrder = {
  id: 'o1',
  number: 'R-1001',
  email: 'ada@example.com',
  placedAt: '2026-03-14T10:00:00Z',
  status: 'Paid',
  paid: true,
  currency: 'EUR',
  lines: [
    { key: 'a', name: 'Smashing Book 7', quantity: 2, unitPrice: 3900, total: 7800 },
    { key: 'b', name: 'Job post', quantity: 1, unitPrice: 9900, total: 9900, note: 'Editor' },
  ],
  totals: [
    { kind: 'subtotal', label: 'Subtotal', amount: 17700 },
    { kind: 'total', label: 'Total', amount: 17700 },
  ],
  shippingAddress: [],
  billingAddress: [],
  payment: undefined,
  digital: false,
  attendees: [],
};

describe('OrderLines', () => {
  it('lists each line with its quantity and price, then the totals, under its name', () => {
    render(<OrderLines order={ORDER} block="mw-orders" name={{ 'aria-label': 'Items' }} />);
    const table = screen.getByRole('table', { name: 'Items' });
    const book = within(table).getByRole('row', { name: /Smashing Book 7/ });
    expect(within(book).getByRole('cell', { name: '2' })).toBeTruthy();
    expect(book.textContent).toContain('78.00');
    expect(within(table).getByRole('rowheader', { name: /Job post/ }).textContent).toContain(
      'Editor',
    );
    expect(within(table).getByRole('row', { name: /Total/ }).textContent).toContain('177.00');
    expect(table.textContent).not.toContain('each');
  });

  it('shows the price each of a line of several where asked', () => {
    render(
      <>
        <h3 id="items">Items</h3>
        <OrderLines
          order={ORDER}
          block="mw-order"
          name={{ 'aria-labelledby': 'items' }}
          unitPrices
        />
      </>,
    );
    const table = screen.getByRole('table', { name: 'Items' });
    expect(within(table).getByRole('rowheader', { name: /Smashing Book 7/ }).textContent).toContain(
      '39.00 each',
    );
    expect(within(table).getByRole('rowheader', { name: /Job post/ }).textContent).not.toContain(
      'each',
    );
  });
});

describe('OrderFacts', () => {
  it('says when the order was placed and its status, then the facts a widget adds', () => {
    render(
      <OrderFacts order={ORDER} block="mw-order">
        <div>
          <dt>Receipt sent to</dt>
          <dd>{ORDER.email}</dd>
        </div>
      </OrderFacts>,
    );
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    expect(terms).toEqual(['Placed', 'Status', 'Receipt sent to']);
    expect(screen.getByRole('time').getAttribute('datetime')).toBe(ORDER.placedAt);
    expect(screen.getByText('Paid')).toBeTruthy();
  });
});
