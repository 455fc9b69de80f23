import type { Meta, StoryObj } from '@storybook/react-vite';
import { within } from 'storybook/test';
import { LastOrders } from '@widgets/containers/LastOrders/LastOrders';
import type { LastOrdersOptions } from '@widgets/containers/LastOrders/options';
import { ContainerHost } from './support/hosts';
import { installFakeMemberOrders } from './support/fakeMemberOrders';
import { loadFailed, loading, noOrders } from './support/memberOrderStates';
import widget from '@widgets/containers/LastOrders';
import { docs } from '@widgets/containers/LastOrders/docs';
import { docsPage } from './support/describe';

const Dashboard = (options: LastOrdersOptions) => (
  <main>
    <h1>Your membership</h1>
    <ContainerHost Widget={LastOrders} options={options} as="section" label="Member dashboard" />
  </main>
);

const meta = {
  title: 'Containers/LastOrders',
  component: Dashboard,
  tags: ['autodocs'],
  args: {
    count: 3,
    ordersUrl: '/membership/orders',
    orderUrl: '/checkout/order',
    shopUrl: '/books/',
  },
  beforeEach: () => installFakeMemberOrders({ count: 5 }),
  parameters: docsPage(
    widget,
    docs,
    `**All your orders** leads to the page with MemberOrders.

\`\`\`html
<div data-container="LastOrders"></div>
<!-- five of them, and the orders page elsewhere: -->
<div data-container="LastOrders" data-count="5" data-orders-url="/account/orders"></div>
\`\`\``,
  ),
} satisfies Meta<typeof Dashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Five orders, the latest three listed. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('All your orders');
  },
};

/** A member who has not ordered anything yet. */
export const NoOrders: Story = noOrders;

/** The site API has not answered yet: the skeleton holds the room. */
export const Loading: Story = loading;

/** The site API is down: the message and Try again. */
export const LoadFailed: Story = loadFailed;

/** Nobody is logged in: nothing is shown. */
export const Visitor: Story = { beforeEach: () => installFakeMemberOrders({ mode: 'visitor' }) };
