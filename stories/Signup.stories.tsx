import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Signup } from '@widgets/containers/Signup/Signup';
import { signupSent } from '@domain/messages';
import { ContainerHost } from './support/hosts';
import { busyButton, markedInvalid, refusedKeeping, sendStory } from './support/formStories';
import type { Canvas } from './support/formStories';
import { STORY_MEMBER, installFakeIdentity } from './support/fakeIdentity';
import widget from '@widgets/containers/Signup';
import { docs } from '@widgets/containers/Signup/docs';
import { docsPage } from './support/describe';

const Form = ({ loginUrl, termsUrl }: { loginUrl: string; termsUrl: string }) => (
  <main>
    <h1>Create your account</h1>
    <ContainerHost Widget={Signup} options={{ loginUrl, termsUrl }} />
  </main>
);

const meta = {
  title: 'Containers/Signup',
  component: Form,
  tags: ['autodocs'],
  args: { loginUrl: '/auth/', termsUrl: '/about#terms' },
  beforeEach: () => installFakeIdentity(),
  parameters: docsPage(
    widget,
    docs,
    `Each field names its own problem; once sent, the form says where the link went. The link
lands on \`/membership/#confirmation_token=…\`, where **TokenVerification** logs the member in.

\`\`\`html
<div data-container="Signup"></div>
\`\`\``,
  ),
} satisfies Meta<typeof Form>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Invalid: Story = sendStory({
  button: 'Sign up',
  then: markedInvalid((canvas) => canvas.getByRole('checkbox')),
});

const acceptTerms = async (canvas: Canvas) => {
  await userEvent.click(canvas.getByRole('checkbox'));
};
const newMember = (email: string) => ({
  button: 'Sign up',
  choose: acceptTerms,
  entries: [
    ['Name', 'Tabby Cat'],
    ['Email', email],
    [/Password/, 'whiskers-7'],
  ] as const,
});

/** Sent: the confirmation link is on its way. */
export const Sent: Story = sendStory({
  ...newMember('new@example.com'),
  then: async (canvas) =>
    expect(await canvas.findByText(signupSent('new@example.com'))).toBeTruthy(),
});

/** The address already has an account: the service's message, what was typed kept. */
export const AlreadyRegistered: Story = sendStory({
  ...newMember(STORY_MEMBER.email),
  then: refusedKeeping('Email', STORY_MEMBER.email, /already been registered/),
});

/** The service takes its time: the button says so. */
export const Loading: Story = sendStory({
  beforeEach: () => installFakeIdentity({ slow: true }),
  ...newMember('new@example.com'),
  then: busyButton('Signing up…'),
});
