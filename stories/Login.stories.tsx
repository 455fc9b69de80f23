import type { Meta, StoryObj } from '@storybook/react-vite';
import { Login } from '@widgets/containers/Login/Login';
import { ContainerHost } from './support/hosts';
import { busyButton, markedInvalid, refusedKeeping, sendStory } from './support/formStories';
import type { Entry } from './support/formStories';
import { STORY_MEMBER, installFakeIdentity } from './support/fakeIdentity';
import widget from '@widgets/containers/Login';
import { docs } from '@widgets/containers/Login/docs';
import { docsPage } from './support/describe';

const Form = ({ signupUrl, amnesiaUrl }: { signupUrl: string; amnesiaUrl: string }) => (
  <main>
    <h1>Log in</h1>
    <ContainerHost Widget={Login} options={{ signupUrl, amnesiaUrl }} />
  </main>
);

const meta = {
  title: 'Containers/Login',
  component: Form,
  tags: ['autodocs'],
  args: { signupUrl: '/auth/signup', amnesiaUrl: '/auth/amnesia' },
  beforeEach: () => installFakeIdentity(),
  parameters: docsPage(
    widget,
    docs,
    `**Remember me on this device** is ticked by default; only then does the session outlive the
tab. The fields are checked before anything is sent; the service's refusal appears above the
form and what was typed stays. The path to return to is set by \`?return=/path\` on the login
link, by **AddLoginRedirect** or by a membership page that sent the reader here. A member who
opens the page is sent to \`/membership/\`.

\`\`\`html
<div data-container="Login"></div>
\`\`\`

In this story the member is \`${STORY_MEMBER.email}\` / \`${STORY_MEMBER.password}\`.`,
  ),
} satisfies Meta<typeof Form>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Both fields empty: each names its problem. */
export const Invalid: Story = sendStory({
  button: 'Log in',
  then: markedInvalid((canvas) => canvas.getByLabelText('Password')),
});

const EMAIL: Entry = ['Email', STORY_MEMBER.email];
const MEMBER: readonly Entry[] = [EMAIL, ['Password', STORY_MEMBER.password]];

/** A wrong password: the service's message, the email kept. */
export const WrongPassword: Story = sendStory({
  button: 'Log in',
  entries: [EMAIL, ['Password', 'not-it']],
  then: refusedKeeping('Email', STORY_MEMBER.email),
});

/** The service takes its time: the button says so. */
export const Loading: Story = sendStory({
  beforeEach: () => installFakeIdentity({ slow: true }),
  button: 'Log in',
  entries: MEMBER,
  then: busyButton('Logging in…'),
});
