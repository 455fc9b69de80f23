import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemberRecoverPassword } from '../widgets/containers/MemberRecoverPassword/MemberRecoverPassword';
import { setUser } from '../src/stores/user/state';
import { ContainerHost } from './support/hosts';
import { installFakeIdentity } from './support/fakeIdentity';
import widget from '../widgets/containers/MemberRecoverPassword';
import { docs } from '../widgets/containers/MemberRecoverPassword/docs';
import { attributeTable } from '../src/kit/docs';

const Form = ({ memberUrl }: { memberUrl: string }) => (
  <main>
    <h1>Choose a new password</h1>
    <ContainerHost Widget={MemberRecoverPassword} options={{ memberUrl }} />
  </main>
);

const meta = {
  title: 'Containers/MemberRecoverPassword',
  component: Form,
  tags: ['autodocs'],
  args: { memberUrl: '/membership/' },
  parameters: {
    docs: {
      description: {
        component: `The new password, once a recovery link has logged the member in (put
**TokenVerification** on the same page, \`/membership/recover-password\`). Until then it shows
nothing; a visitor without a link is sent to \`/auth\` by the route rules.

\`\`\`html
<div data-container="TokenVerification"></div>
<div data-container="MemberRecoverPassword"></div>
\`\`\`

${attributeTable(widget.options, docs)}`,
      },
    },
  },
} satisfies Meta<typeof Form>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Logged in by the recovery link. */
export const Default: Story = {
  beforeEach: () => {
    installFakeIdentity();
    setUser({ id: 'story-user', email: 'tabby@example.com' });
  },
};

/** Nobody logged in yet: nothing to show. */
export const WaitingForTheLink: Story = { beforeEach: () => installFakeIdentity() };
