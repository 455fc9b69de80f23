import type { Meta, StoryObj } from '@storybook/react-vite';
import MembershipPlans from '@widgets/behaviours/MembershipPlans';
import { BehaviourHost } from './support/hosts';
import { docs } from '@widgets/behaviours/MembershipPlans/docs';
import { defaultsOf } from '@kit';
import { docsPage } from './support/describe';

type Options = Parameters<typeof MembershipPlans.connect>[1];

const PlanButton = ({ label, ...options }: Options & { label: string }) => (
  <main>
    <BehaviourHost behaviour={MembershipPlans} options={options}>
      <a href="/membership/plans">{label}</a>
    </BehaviourHost>
  </main>
);

const meta = {
  title: 'Behaviours/MembershipPlans',
  component: PlanButton,
  tags: ['autodocs'],
  args: { ...defaultsOf(MembershipPlans.options), label: 'Become a member', plan: 'member' },
  parameters: docsPage(
    MembershipPlans,
    docs,
    `A link gets the checkout's address as its href, so it works before the script and opens in a
new tab as links do.

\`\`\`html
<a href="/membership/plans" data-behaviour="MembershipPlans" data-plan="smashing"
   data-interval="monthly">Go Smashing, monthly</a>
\`\`\`

A plan that does not exist leaves the element alone and warns once in the console.`,
  ),
} satisfies Meta<typeof PlanButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MemberYearly: Story = {};

export const SmashingMonthly: Story = {
  args: { label: 'Go Smashing, monthly', plan: 'smashing', interval: 'monthly' },
};

export const StudentOffer: Story = {
  args: { label: 'Students: Smashing for $30 a year', plan: 'smashing', student: true },
};
