import type { Meta, StoryObj } from '@storybook/react-vite';
import { TokenVerification } from '@widgets/containers/TokenVerification/TokenVerification';
import { ContainerHost } from './support/hosts';
import { STORY_MEMBER, installFakeIdentity } from './support/fakeIdentity';
import { login } from '@stores/user/actions';
import widget from '@widgets/containers/TokenVerification';
import { docs } from '@widgets/containers/TokenVerification/docs';
import { defaultsOf } from '@kit';
import { docsPage } from './support/describe';

const Verify = ({ loginUrl }: { loginUrl: string }) => (
  <main>
    <h1>Member area</h1>
    <ContainerHost Widget={TokenVerification} options={{ loginUrl }} />
  </main>
);

const withHash = (hash: string) => () => {
  installFakeIdentity();
  window.history.replaceState(
    null,
    '',
    `${window.location.pathname}${window.location.search}${hash}`,
  );
};

const meta = {
  title: 'Containers/TokenVerification',
  component: Verify,
  tags: ['autodocs'],
  args: defaultsOf(widget.options),
  parameters: docsPage(
    widget,
    docs,
    `The token travels in the URL fragment, which browsers never send to a server or in a Referer.
A signup confirmation logs the member in (and creates their account on the main site), a
recovery logs them in for **MemberRecoverPassword**, an email change is confirmed for the
logged-in member.

\`\`\`html
<div data-container="TokenVerification"></div>
\`\`\`

Put it on \`/membership/\`, \`/membership/recover-password\` and \`/membership/personal\`.`,
  ),
} satisfies Meta<typeof Verify>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A fresh signup confirmation link. */
export const Confirmed: Story = { beforeEach: withHash('#confirmation_token=good-token') };

/** A link already used, or too old. */
export const Expired: Story = { beforeEach: withHash('#confirmation_token=stale') };

/** An email change opened by a reader who is not logged in. */
export const EmailChangeNeedsLogin: Story = {
  beforeEach: withHash('#email_change_token=good-token'),
};

/** Still checking the link with the service. */
export const Checking: Story = {
  beforeEach: () => {
    withHash('#confirmation_token=good-token')();
    installFakeIdentity({ slow: true });
  },
};

/** An email change opened by the logged-in member: confirmed. */
export const EmailChanged: Story = {
  beforeEach: async () => {
    withHash('#email_change_token=good-token')();
    await login(STORY_MEMBER.email, STORY_MEMBER.password, false);
  },
};
