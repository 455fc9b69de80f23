import type { Meta, StoryObj } from '@storybook/react-vite';
import { MembershipDashboard } from '@widgets/containers/MembershipDashboard/MembershipDashboard';
import type { MembershipDashboardOptions } from '@widgets/containers/MembershipDashboard/options';
import { setUser } from '@stores/user/state';
import { ContainerHost } from './support/hosts';
import { installFakeSiteApi, installSignedInMember } from './support/fakeSiteApi';
import widget from '@widgets/containers/MembershipDashboard';
import { docs } from '@widgets/containers/MembershipDashboard/docs';
import { defaultsOf } from '@kit';
import { docsPage } from './support/describe';

/** A dashboard fragment as the main site API answers it for a member. */
const FRAGMENT = `<section class="membership-dashboard" data-plan="member">
<h2>Welcome back, Tabby Cat</h2>
<h3>Your plan</h3>
<p class="membership-dashboard__plan">Member plan (yearly): 5&nbsp;% off in the shop, and no ads. Renews on June 2, 2027. <a href="/membership/your-plan">Manage your plan</a></p>
<h3>Downloads</h3>
<ul class="membership-dashboard__downloads"><li><a href="/downloads/me/downloads/sb7-pdf?jwt=story" download>Smashing Book 7 (PDF)</a></li></ul>
<p><a href="/membership/downloads">All downloads</a></p>
</section>`;

const Dashboard = (options: MembershipDashboardOptions) => (
  <main>
    <h1>Your membership</h1>
    <ContainerHost Widget={MembershipDashboard} options={options} as="section" label="Dashboard" />
  </main>
);

const meta = {
  title: 'Containers/MembershipDashboard',
  component: Dashboard,
  tags: ['autodocs'],
  args: defaultsOf(widget.options),
  beforeEach: () => installSignedInMember({ '/me/dashboard': FRAGMENT }),
  parameters: docsPage(
    widget,
    docs,
    `The dashboard comes from the main site's \`/me/dashboard\`. After a logout the reader sees the
visitor's view.

\`\`\`html
<div data-container="MembershipDashboard"></div>
\`\`\``,
  ),
} satisfies Meta<typeof Dashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Member: Story = {};

/** Nobody logged in: the plans instead. */
export const Visitor: Story = {
  beforeEach: () => {
    installFakeSiteApi({});
    setUser(null);
  },
};

export const Loading: Story = {
  beforeEach: () => installSignedInMember({ '/me/dashboard': FRAGMENT }, 'slow'),
};

export const Unavailable: Story = {
  beforeEach: () => installSignedInMember({ '/me/dashboard': FRAGMENT }, 'down'),
};
