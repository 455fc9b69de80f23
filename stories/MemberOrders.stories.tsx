import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MemberOrders } from '@widgets/containers/MemberOrders/MemberOrders';
import type { MemberOrdersOptions } from '@widgets/containers/MemberOrders/options';
import { ContainerHost } from './support/hosts';
import { installFakeMemberOrders } from './support/fakeMemberOrders';
import { loadFailed, loading, noOrders } from './support/memberOrderStates';
import widget from '@widgets/containers/MemberOrders';
import { docs } from '@widgets/containers/MemberOrders/docs';
import { docsPage } from './support/describe';

const OrdersPage = (options: MemberOrdersOptions) => (
  <main>
    <h1>Your orders</h1>
    <ContainerHost Widget={MemberOrders} options={options} as="section" label="Orders" />
  </main>
);

const meta = {
  title: 'Containers/MemberOrders',
  component: OrdersPage,
  tags: ['autodocs'],
  args: { orderUrl: '/checkout/order', shopUrl: '/books/', loginUrl: '/auth/' },
  beforeEach: () => installFakeMemberOrders({ count: 3 }),
  parameters: docsPage(
    widget,
    docs,
    `It lives at /membership/orders. Each number links to the order page,
\`/checkout/order?order={orderId}\`, where its addresses, payment and downloads are. Ten at a
time: **Show more orders** reads the next ten, and the first of them takes the focus. A member
without orders is offered the books; while they load a skeleton holds the room; a failure says so
with **Try again**. A visitor is sent to log in.

\`\`\`html
<div data-container="MemberOrders"></div>
\`\`\``,
  ),
} satisfies Meta<typeof OrdersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three orders: an eBook not paid yet, a printed book, an eBook. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('You have placed 3 orders.');
  },
};

/** More orders than one page: the latest ten, and Show more orders for the rest. */
export const MoreToShow: Story = {
  beforeEach: () => installFakeMemberOrders({ count: 11 }),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Showing your 10 latest of 11 orders.');
    await expect(within(canvasElement).getByText('Show more orders').tagName).toBe('BUTTON');
  },
};

/** A member who has not ordered anything yet. */
export const NoOrders: Story = noOrders;

/** The site API has not answered yet: the skeleton holds the room. */
export const Loading: Story = loading;

/** The site API is down: the message and Try again. */
export const LoadFailed: Story = loadFailed;
