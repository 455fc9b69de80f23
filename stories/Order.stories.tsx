import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Order } from '@widgets/containers/Order/Order';
import { ContainerHost } from './support/hosts';
import widget from '@widgets/containers/Order';
import { docs } from '@widgets/containers/Order/docs';
import { defaultsOf } from '@kit';
import { docsPage } from './support/describe';
import { defaultConfig } from '@config/config';
import { swapClients } from '@stores/seam';
import { setUser } from '@stores/user/state';
import { storyImage } from './support/fakeStore';

const BASE = 'https://shop.example';
const ORDER_ID = 'ord_story';

/** A guest's order as the main site API answers it: a printed book and an eBook, by card. */
const ORDER = {
  id: ORDER_ID,
  number: '100042',
  email: 'ada@example.com',
  status: 'complete',
  paid: true,
  currency: 'USD',
  items: [
    ['prod-sb7-print', 'smashing-book-7-print', 'book', 'Smashing Book 7 (Print)', 1, 44],
    [
      'prod-sb7-companion',
      'smashing-book-7-companion-ebook',
      'ebook',
      'Smashing Book 7 (Companion eBook)',
      1,
      0,
    ],
    [
      'prod-inclusive-ebook',
      'inclusive-components-ebook',
      'ebook',
      'Inclusive Components (eBook)',
      2,
      19,
    ],
  ].map(([productId, sku, type, title, quantity, price], index) => ({
    id: `item-${index}`,
    productId,
    sku,
    type,
    title,
    quantity,
    price,
    priceTotal: Number(price) * Number(quantity),
    discountTotal: 0,
    image: storyImage(String(sku)),
    // The print book's companion came along with it, as the store names it on the line.
    crossSellProductId: productId === 'prod-sb7-print' ? 'prod-sb7-companion' : null,
  })),
  subTotal: 82,
  discountTotal: 8.2,
  shipmentTotal: 9.99,
  taxTotal: 0,
  grandTotal: 83.79,
  couponCode: 'WELCOME10',
  discounts: [{ id: 'coupon', type: 'coupon', amount: 8.2 }],
  details: { email: 'ada@example.com', sameAddress: true },
  shipping: {
    first_name: 'Ada',
    last_name: 'Lovelace',
    address1: 'Kaiser-Joseph-Straße 1',
    zip: '79098',
    city: 'Freiburg',
    country: 'DE',
    service: 'standard',
  },
  billing: {
    method: 'card',
    card: { brand: 'Visa', last4: '4242', exp_month: 12, exp_year: 2030 },
  },
  createdAt: '2026-03-14T09:30:00.000Z',
};

const file = (slug: string, product: [string, string], format: 'pdf' | 'epub') => ({
  id: `${slug}-${format}`,
  name: format === 'pdf' ? 'PDF' : 'ePUB',
  format,
  orderId: ORDER_ID,
  productId: product[0],
  productName: product[1],
  sku: slug,
  url: `${BASE}/downloads/me/downloads/${slug}-${format}?jwt=story-token`,
});

const SB7: [string, string] = ['prod-sb7-companion', 'Smashing Book 7 (Companion eBook)'];
const INCLUSIVE: [string, string] = ['prod-inclusive-ebook', 'Inclusive Components (eBook)'];
const FILES = [
  file('smashing-book-7', SB7, 'pdf'),
  file('smashing-book-7', SB7, 'epub'),
  file('inclusive-components', INCLUSIVE, 'pdf'),
  file('inclusive-components', INCLUSIVE, 'epub'),
];

type Mode = 'ok' | 'slow' | 'missing' | 'down';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The main site API for stories (Storybook has no backend): this one order, or a mode. */
function installFakeSite(mode: Mode): void {
  const fakeFetch: typeof fetch = async (input) => {
    if (mode === 'slow') return new Promise<Response>(() => undefined);
    if (mode === 'down') return new Response(null, { status: 503 });
    if (mode === 'missing') return json(404, { msg: 'Order not found' });
    const path = new URL(String(input)).pathname;
    if (path.endsWith(`/orders/${ORDER_ID}`)) return json(200, ORDER);
    if (path.endsWith(`/orders/${ORDER_ID}/downloads`)) {
      return json(200, { orderId: ORDER_ID, paid: true, count: FILES.length, results: FILES });
    }
    return json(404, { msg: 'Order not found' });
  };
  swapClients({
    config: defaultConfig(BASE),
    site: { baseUrl: `${BASE}/site-api`, fetch: fakeFetch },
  });
  // A visitor, known at once: the order opens by the story's site, not by a login.
  setUser(null);
}

const Page = ({ orderId, loginUrl }: { orderId: string; loginUrl: string }) => (
  <main>
    <h1>Thank you for your order</h1>
    <ContainerHost
      Widget={Order}
      options={{ orderId, loginUrl }}
      as="section"
      label="Order details"
    />
  </main>
);

const meta = {
  title: 'Containers/Order',
  component: Page,
  tags: ['autodocs'],
  args: { ...defaultsOf(widget.options), orderId: ORDER_ID },
  beforeEach: () => installFakeSite('ok'),
  parameters: docsPage(
    widget,
    docs,
    `The checkout hands over to it at \`/checkout/order?order={orderId}\`, which is also the link of
the receipt email: one page for every order, so a static host serves it from one file (the older
address \`/checkout/confirmation/{orderId}\` still names its order). The receipt link's \`?key=\`
works on any device, without an account. "Order not found" comes with a way to log in. While it
loads, a skeleton holds its room; a failure says so with **Try again**. An order not paid yet
says its downloads come with the payment.

\`\`\`html
<div data-container="Order"></div>
<!-- or, on any page: -->
<div data-container="Order" data-order-id="ord_123"></div>
\`\`\``,
  ),
} satisfies Meta<typeof Page>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A printed book (with its companion eBook) and two eBooks, a coupon, shipped to Freiburg. */
export const Default: Story = {
  // Text and selector queries: role queries recompute styles of the whole stylesheet per node.
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Order 100042');
    const links = [...canvasElement.querySelectorAll('a.mw-order__file')];
    await expect(links.map((link) => link.getAttribute('href'))).toContain(
      `${BASE}/downloads/me/downloads/inclusive-components-pdf?jwt=story-token`,
    );
  },
};

/** The site API has not answered yet: the skeleton holds the order's room. */
export const Loading: Story = { beforeEach: () => installFakeSite('slow') };

/** No such order, or not one this reader can open. */
export const NotFound: Story = {
  beforeEach: () => installFakeSite('missing'),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Order not found');
  },
};

/** The site API is down: the message and Try again. */
export const LoadFailed: Story = {
  beforeEach: () => installFakeSite('down'),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Try again');
  },
};
