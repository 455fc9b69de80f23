import type { Meta, StoryObj } from '@storybook/react-vite';
import { MembershipPlan } from '@widgets/containers/MembershipPlan/MembershipPlan';
import type { MembershipPlanOptions } from '@widgets/containers/MembershipPlan/options';
import { ContainerHost } from './support/hosts';
import { installFakeMembership } from './support/fakeMembership';
import widget from '@widgets/containers/MembershipPlan';
import { docs } from '@widgets/containers/MembershipPlan/docs';
import { defaultsOf } from '@kit';
import { docsPage } from './support/describe';

const PlanPage = (options: MembershipPlanOptions) => (
  <main>
    <h1>Your plan</h1>
    <ContainerHost Widget={MembershipPlan} options={options} />
  </main>
);

const meta = {
  title: 'Containers/MembershipPlan',
  component: PlanPage,
  tags: ['autodocs'],
  args: defaultsOf(widget.options),
  beforeEach: () => installFakeMembership({ plan: 'member-yearly' }),
  parameters: docsPage(
    widget,
    docs,
    `It lives at /membership/your-plan and shows the plan's price and the card it is paid with. A
change of plan or interval costs the new price less what is left of the paid period. The plan-change
messages: upgraded, downgraded, updated, renewed, subscribed. A visitor is sent to log in.

\`\`\`html
<div data-container="MembershipPlan"></div>
\`\`\``,
  ),
} satisfies Meta<typeof PlanPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Member: Story = {};

export const Cancelled: Story = {
  beforeEach: () => installFakeMembership({ plan: 'smashing-monthly', status: 'canceled' }),
};

export const NoPlanYet: Story = { beforeEach: () => installFakeMembership() };

export const Loading: Story = {
  beforeEach: () => installFakeMembership({ plan: 'member-yearly', mode: 'slow' }),
};

export const Unavailable: Story = {
  beforeEach: () => installFakeMembership({ plan: 'member-yearly', mode: 'down' }),
};
