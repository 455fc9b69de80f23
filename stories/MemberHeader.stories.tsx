import type { Meta, StoryObj } from '@storybook/react-vite';
import { $identity, setUser } from '@stores/user/state';
import { DomContainerHost } from './support/hosts';
import { installFakeIdentity } from './support/fakeIdentity';
import widget from '@widgets/containers/MemberHeader';
import { docs } from '@widgets/containers/MemberHeader/docs';
import { defaultsOf } from '@kit';
import { docsPage } from './support/describe';

const OPTIONS = defaultsOf(widget.options);

const Corner = () => (
  <header>
    <DomContainerHost container={widget} options={OPTIONS} />
  </header>
);

const meta = {
  title: 'Containers/MemberHeader',
  component: Corner,
  tags: ['autodocs'],
  parameters: docsPage(
    widget,
    docs,
    `The member's name links to the member area. The route rules: a visitor on a membership-only
page is sent to \`/auth\` with the page remembered; a member on an auth page to \`/membership/\`.
Built with plain DOM: a member's name and plan come from the session the browser keeps, so no
page downloads React or the identity client to show them.

\`\`\`html
<div data-container="MemberHeader"></div>
\`\`\``,
  ),
} satisfies Meta<typeof Corner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visitor: Story = { beforeEach: () => installFakeIdentity() };

export const Member: Story = {
  beforeEach: () => {
    installFakeIdentity();
    setUser({
      id: 'story-user',
      email: 'tabby@example.com',
      user_metadata: { full_name: 'Tabby Cat' },
      app_metadata: { subscription: { plan: 'smashing' } },
    });
  },
};

/** Still finding out who is reading (a session kept, its check under way). */
export const Loading: Story = {
  beforeEach: () => {
    installFakeIdentity({ slow: true });
    $identity.setKey('status', 'loading');
  },
};

/** A member without a plan or a name: the address stands in, no badge. */
export const FreeMember: Story = {
  beforeEach: () => {
    installFakeIdentity();
    setUser({ id: 'story-user', email: 'tabby@example.com' });
  },
};
