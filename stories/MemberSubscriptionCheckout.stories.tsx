import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MemberSubscriptionCheckout } from '@widgets/containers/MemberSubscriptionCheckout/MemberSubscriptionCheckout';
import type { MemberSubscriptionCheckoutOptions } from '@widgets/containers/MemberSubscriptionCheckout/options';
import { ContainerHost } from './support/hosts';
import { installFakeMembership } from './support/fakeMembership';
import { SAVED_CARDS } from './support/fakeMemberCards';
import widget from '@widgets/containers/MemberSubscriptionCheckout';
import { docs } from '@widgets/containers/MemberSubscriptionCheckout/docs';
import { defaultsOf } from '@kit';
import { docsPage } from './support/describe';

const Checkout = (options: MemberSubscriptionCheckoutOptions) => (
  <main>
    <h1>Become a member</h1>
    <ContainerHost Widget={MemberSubscriptionCheckout} options={options} />
  </main>
);

const meta = {
  title: 'Containers/MemberSubscriptionCheckout',
  component: Checkout,
  tags: ['autodocs'],
  args: defaultsOf(widget.options),
  beforeEach: () => installFakeMembership({ member: false }),
  parameters: docsPage(
    widget,
    docs,
    `It lives at /membership/subscribe. The plan buttons write the plan into the address; the
attributes set it otherwise. A new member's confirmation link brings them back here; the card
number goes to the vault and nowhere else. Once bought, ads hide and PriceTag and the cart show
the member price without a reload. A member with saved cards pays with the default one (or picks
another, or a new card); PayPal is offered when the store's payment settings enable it, its code
loaded only once picked. A declined card keeps everything typed; a member who already has a
plan is sent to the plan page.

\`\`\`html
<div data-container="MemberSubscriptionCheckout"></div>
\`\`\``,
  ),
} satisfies Meta<typeof Checkout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor logs in here or signs up. */
export const Visitor: Story = {};

/** A member without a plan pays with a card. */
export const MemberPays: Story = { beforeEach: () => installFakeMembership() };

/** A member with saved cards: the default one is chosen; PayPal and a new card follow. */
export const SavedCards: Story = {
  beforeEach: () => installFakeMembership({ cards: SAVED_CARDS, paypal: true }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('radio', { name: /^Visa ending in 4242/ })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'PayPal' })).not.toBeChecked();
    await expect(canvas.queryByLabelText('Card number')).toBeNull();
  },
};

export const SmashingMonthly: Story = {
  args: { plan: 'smashing', interval: 'monthly' },
  beforeEach: () => installFakeMembership(),
};

/** A member who already has a plan changes it on the plan page. */
export const AlreadySubscribed: Story = {
  beforeEach: () => installFakeMembership({ plan: 'member-yearly' }),
};

export const Loading: Story = { beforeEach: () => installFakeMembership({ mode: 'slow' }) };
