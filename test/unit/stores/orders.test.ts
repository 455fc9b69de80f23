import { describe, expect, it } from 'vitest';
import type { SiteDownload, SiteOrder } from '@api/site/types';
import {
  addressLines,
  downloadHref,
  orderIdFor,
  orderIdFromLocation,
  orderIdFromPath,
  orderKeyFromSearch,
  orderPageUrl,
  paymentLabel,
  statusLabel,
  toShownDownloads,
  toShownOrder,
} from '@stores/orders';

const order = (overrides: Partial<SiteOrder> = {}): SiteOrder => ({
  id: 'ord_1',
  number: '100042',
  email: 'ada@example.com',
  status: 'complete',
  paid: true,
  currency: 'EUR',
  items: [
    {
      id: 'item-1',
      productId: 'prod-sb7-print',
      sku: 'smashing-book-7-print',
      type: 'book',
      title: 'Smashing Book 7 (Print)',
      quantity: 2,
      price: 44,
      priceTotal: 88,
      discountTotal: 8.8,
    },
  ],
  subTotal: 88,
  discountTotal: 8.8,
  shipmentTotal: 9.99,
  taxTotal: 0,
  grandTotal: 89.19,
  couponCode: 'WELCOME10',
  discounts: [{ id: 'coupon', type: 'coupon', amount: 8.8 }],
  details: {},
  shipping: {
    first_name: 'Ada',
    last_name: 'Lovelace',
    address1: 'Main 1',
    zip: '79098',
    city: 'Freiburg',
    country: 'DE',
  },
  billing: {
    method: 'card',
    card: { brand: 'Visa', last4: '4242', exp_month: 12, exp_year: 2030 },
  },
  createdAt: '2026-03-01T10:00:00.000Z',
  ...overrides,
});

const file = (id: string, productId: string, url: string): SiteDownload => ({
  id,
  name: id.endsWith('pdf') ? 'PDF' : '',
  format: id.endsWith('pdf') ? 'pdf' : 'epub',
  orderId: 'ord_1',
  productId,
  productName: productId === 'a' ? 'Book A' : 'Book B',
  sku: productId,
  url,
});

describe('which order a page shows', () => {
  it('reads the order id from ?order=, so one static page serves every order', () => {
    expect(orderIdFromLocation('/checkout/order', '?order=ord_123&key=k')).toBe('ord_123');
    expect(orderIdFromLocation('/checkout/order/', '?order=%20ord%20x%20')).toBe('ord x');
    expect(orderIdFromLocation('/checkout/order', '?order=')).toBeUndefined();
    expect(orderIdFromLocation('/checkout/order', '')).toBeUndefined();
    // The address receipts carried before still names its order.
    expect(orderIdFromLocation('/checkout/confirmation/ord_1', '')).toBe('ord_1');
  });

  it('reads the order id from /checkout/confirmation/{id} only', () => {
    expect(orderIdFromPath('/checkout/confirmation/ord_123')).toBe('ord_123');
    expect(orderIdFromPath('/checkout/confirmation/ord%20x/')).toBe('ord x');
    expect(orderIdFromPath('/checkout/confirmation')).toBeUndefined();
    expect(orderIdFromPath('/checkout/confirmation/a/b')).toBeUndefined();
    expect(orderIdFromPath('/checkout/confirmation/%E0%A4%A')).toBeUndefined();
    expect(orderIdFromPath('/membership/orders/ord_123')).toBeUndefined();
  });

  it('links an order to its page, which reads the same id back', () => {
    expect(orderPageUrl('ord_123')).toBe('/checkout/order?order=ord_123');
    expect(orderPageUrl('ord x', '/orders/')).toBe('/orders/?order=ord%20x');
    expect(orderPageUrl('ord_1', '/shop?lang=de')).toBe('/shop?lang=de&order=ord_1');
    const url = new URL(orderPageUrl('ord x/1&y'), 'https://magazine.example');
    expect(orderIdFromLocation(url.pathname, url.search)).toBe('ord x/1&y');
  });

  it("prefers the editor's data-order-id, and reads the email link's key", () => {
    const at = (pathname: string, search = '') => ({ pathname, search });
    expect(orderIdFor(' ord_9 ', at('/checkout/order', '?order=ord_1'))).toBe('ord_9');
    expect(orderIdFor('', at('/checkout/order', '?order=ord_1'))).toBe('ord_1');
    expect(orderIdFor('', at('/checkout/confirmation/ord_1'))).toBe('ord_1');
    expect(orderIdFor('', at('/'))).toBeUndefined();
    expect(orderKeyFromSearch('?key=abc&x=1')).toBe('abc');
    expect(orderKeyFromSearch('?key=')).toBeUndefined();
    expect(orderKeyFromSearch('')).toBeUndefined();
  });
});

describe('an order in words', () => {
  it('names the status, a paid complete order simply "Paid"', () => {
    expect(statusLabel('complete', true)).toBe('Paid');
    expect(statusLabel('complete', false)).toBe('Complete');
    expect(statusLabel('payment_pending', false)).toBe('Awaiting payment');
    expect(statusLabel('canceled', true)).toBe('Cancelled');
    expect(statusLabel('in_transit', true)).toBe('In transit');
  });

  it('names the payment: card brand and last 4, or the method', () => {
    expect(paymentLabel({ method: 'card', card: { brand: 'Visa', last4: '4242' } })).toBe(
      'Visa ending in 4242',
    );
    expect(paymentLabel({ method: 'card', card: { brand: 'Unknown', last4: '0002' } })).toBe(
      'Card ending in 0002',
    );
    expect(paymentLabel({ method: 'paypal' })).toBe('PayPal');
    expect(paymentLabel({ method: 'google' })).toBe('Google Pay');
    expect(paymentLabel({ method: 'giftcard' })).toBe('giftcard');
    expect(paymentLabel({ method: null })).toBeUndefined();
    expect(paymentLabel(undefined)).toBeUndefined();
  });

  it("writes an address in either spelling, with the country's name", () => {
    expect(
      addressLines(
        {
          firstname: 'Ada',
          lastname: 'Lovelace',
          company: 'Engines Ltd',
          address: '12 St James Sq',
          address2: 'Flat 2',
          zip: 'SW1Y 4JH',
          city: 'London',
          country: 'GB',
        },
        'en-GB',
      ),
    ).toEqual([
      'Ada Lovelace',
      'Engines Ltd',
      '12 St James Sq',
      'Flat 2',
      'SW1Y 4JH London',
      'United Kingdom',
    ]);
    expect(
      addressLines({
        name: 'Bo',
        address1: '1 Main St',
        city: 'Springfield',
        state: 'IL',
        zip: '62701',
        country: 'US',
      }),
    ).toEqual(['Bo', '1 Main St', '62701 Springfield, IL', 'United States']);
    expect(addressLines({ address1: 'Somewhere 1', city: 'Town', country: 'Nowhere' })).toEqual([
      'Somewhere 1',
      'Town',
      'Nowhere',
    ]);
    expect(addressLines({ name: 'Only a name', country: 'DE' })).toEqual([]);
    expect(addressLines(undefined)).toEqual([]);
  });
});

describe('an order as the widget shows it', () => {
  it('gives lines and totals in cents, the coupon named, shipping when shipped', () => {
    const shown = toShownOrder(order(), 'en');
    expect(shown).toMatchObject({
      number: '100042',
      status: 'Paid',
      currency: 'EUR',
      lines: [{ name: 'Smashing Book 7 (Print)', quantity: 2, unitPrice: 4400, total: 8800 }],
      shippingAddress: ['Ada Lovelace', 'Main 1', '79098 Freiburg', 'Germany'],
      billingAddress: [],
      payment: 'Visa ending in 4242',
      digital: false,
    });
    expect(shown.totals).toEqual([
      { kind: 'subtotal', label: 'Subtotal', amount: 8800 },
      { kind: 'discount', label: 'Coupon WELCOME10', amount: -880 },
      { kind: 'shipping', label: 'Shipping', amount: 999 },
      { kind: 'total', label: 'Total', amount: 8919 },
    ]);
  });

  it("names a job post's line by its post, a variant's by its choice, and lists the names on the tickets", () => {
    const [line] = order().items;
    if (!line) throw new Error('the fixture has a line');
    const shown = toShownOrder(
      order({
        items: [
          {
            ...line,
            id: 'item-job',
            title: 'Job post: full-time position (60 days)',
            quantity: 1,
            metadata: {
              title: ' Front-end developer ',
              companyName: 'Acme',
              commitment: 'fulltime',
            },
          },
          { ...line, id: 'item-ticket', metadata: {} },
          {
            ...line,
            id: 'item-tier',
            options: [{ name: 'Ticket', value: 'Conference + workshop' }],
          },
        ],
        details: { attendees: ['Ada Lovelace', '', 'Grace Hopper', 7] },
      }),
    );
    expect(shown.lines.map((line) => line.note)).toEqual([
      'Front-end developer at Acme',
      undefined,
      'Ticket: Conference + workshop',
    ]);
    expect(shown.attendees).toEqual(['Ada Lovelace', 'Grace Hopper']);
    expect(toShownOrder(order()).attendees).toEqual([]);
  });

  it('reads a free companion eBook as part of its book, as the cart does; a priced one stays a line', () => {
    const [book] = order().items;
    if (!book) throw new Error('the fixture has a line');
    const companion = (id: string, priceTotal: number) => ({
      ...book,
      id,
      productId: 'prod-sb7-companion',
      sku: 'smashing-book-7-companion-ebook',
      type: 'ebook',
      title: 'Smashing Book 7 (Companion eBook)',
      price: priceTotal,
      priceTotal,
      discountTotal: 0,
    });
    const paired = { ...book, crossSellProductId: 'prod-sb7-companion' };
    const free = toShownOrder(order({ items: [paired, companion('item-2', 0)] }));
    expect(free.lines).toHaveLength(1);
    expect(free.lines[0]).toMatchObject({
      name: 'Smashing Book 7 (Print)',
      includes: ['Includes the eBook'],
    });
    const priced = toShownOrder(order({ items: [paired, companion('item-2', 5)] }));
    expect(priced.lines.map((line) => [line.name, line.includes])).toEqual([
      ['Smashing Book 7 (Print)', undefined],
      ['Smashing Book 7 (Companion eBook)', undefined],
    ]);
    // Without the pair on the line (an older answer) the lines stand as they were.
    expect(toShownOrder(order({ items: [book, companion('item-2', 0)] })).lines).toHaveLength(2);
  });

  it('names member discounts, keeps what the list does not explain, and shows tax', () => {
    const shown = toShownOrder(
      order({
        discountTotal: 12,
        discounts: [{ id: 'promo-member', type: 'promo', amount: 4 }, 'junk', { amount: -1 }],
        couponCode: null,
        taxTotal: 3,
        shipping: {},
        shipmentTotal: 0,
      }),
    );
    expect(shown.totals.map((t) => [t.label, t.amount])).toEqual([
      ['Subtotal', 8800],
      ['Member discount', -400],
      ['Discount', -800],
      ['Tax', 300],
      ['Total', 8919],
    ]);
    expect(shown.shippingAddress).toEqual([]);
  });

  it('takes the checkout details for addresses the order does not carry itself', () => {
    const address = {
      firstname: 'Ada',
      lastname: 'L',
      address: 'Main 1',
      city: 'Freiburg',
      country: 'DE',
    };
    const same = toShownOrder(
      order({
        shipping: {},
        details: { shippingAddress: address, billingAddress: address, sameAddress: true },
      }),
      'en',
    );
    expect(same.shippingAddress).toEqual(['Ada L', 'Main 1', 'Freiburg', 'Germany']);
    expect(same.billingAddress).toBe('same');
    const ebookOnly = toShownOrder(
      order({
        shipping: {},
        details: { billingAddress: address, sameAddress: false },
        items: [{ ...order().items[0]!, type: 'ebook', title: '', sku: 'sb7-ebook' }],
      }),
      'en',
    );
    expect(ebookOnly.billingAddress).toEqual(['Ada L', 'Main 1', 'Freiburg', 'Germany']);
    expect(ebookOnly.digital).toBe(true);
    expect(ebookOnly.lines[0]?.name).toBe('sb7-ebook');
  });

  it('links every file on the configured downloads host with the token it was signed', () => {
    const signed = file('a-pdf', 'a', 'https://api.example/downloads/me/downloads/a-pdf?jwt=t.o.k');
    expect(downloadHref(signed, 'https://dl.example/')).toBe(
      'https://dl.example/me/downloads/a-pdf?jwt=t.o.k',
    );
    const bare = file('b-epub', 'b', '/files/b.epub');
    expect(downloadHref(bare, 'https://dl.example')).toBe('/files/b.epub');
    expect(
      toShownDownloads(
        {
          orderId: 'ord_1',
          paid: true,
          count: 3,
          results: [signed, bare, file('a-epub', 'a', 'https://x/me/downloads/a-epub?jwt=j')],
        },
        'https://dl.example',
      ),
    ).toEqual([
      {
        product: 'Book A',
        files: [
          { id: 'a-pdf', label: 'PDF', href: 'https://dl.example/me/downloads/a-pdf?jwt=t.o.k' },
          { id: 'a-epub', label: 'EPUB', href: 'https://dl.example/me/downloads/a-epub?jwt=j' },
        ],
      },
      { product: 'Book B', files: [{ id: 'b-epub', label: 'EPUB', href: '/files/b.epub' }] },
    ]);
  });
});
