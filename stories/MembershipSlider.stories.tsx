import type { Meta, StoryObj } from '@storybook/react-vite';
import { MembershipSlider } from '@widgets/containers/MembershipSlider/MembershipSlider';
import type { MembershipSliderOptions } from '@widgets/containers/MembershipSlider/options';
import { setUser } from '@stores/user/state';
import { ContainerHost } from './support/hosts';
import widget from '@widgets/containers/MembershipSlider';
import { docs } from '@widgets/containers/MembershipSlider/docs';
import { defaultsOf } from '@kit';
import { docsPage } from './support/describe';

const Plans = (options: MembershipSliderOptions) => (
  <main>
    <h1>Membership plans</h1>
    <ContainerHost Widget={MembershipSlider} options={options} />
  </main>
);

const meta = {
  title: 'Containers/MembershipSlider',
  component: Plans,
  tags: ['autodocs'],
  args: defaultsOf(widget.options),
  beforeEach: () => setUser(null),
  parameters: docsPage(
    widget,
    docs,
    `The plans are supporter, member and smashing; the yearly price shows its saving. A plan's
button opens the subscription checkout; for a member, the other plans lead to the plan page.

\`\`\`html
<div data-container="MembershipSlider" data-interval="yearly"></div>
\`\`\``,
  ),
} satisfies Meta<typeof Plans>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visitor: Story = {};

export const Monthly: Story = { args: { interval: 'monthly' } };

/** A member on the member plan: theirs is marked, the others switch on the plan page. */
export const Member: Story = {
  beforeEach: () =>
    setUser({
      id: 'u1',
      email: 'm@example.com',
      app_metadata: { subscription: { plan: 'member' } },
    }),
};

/** For visitors only, as on the member dashboard: a member sees nothing. */
export const HiddenForMembers: Story = {
  args: { audience: 'visitors' },
  beforeEach: () =>
    setUser({
      id: 'u1',
      email: 'm@example.com',
      app_metadata: { subscription: { plan: 'smashing' } },
    }),
};
