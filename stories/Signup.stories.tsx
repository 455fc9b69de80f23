import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Signup } from '../widgets/containers/Signup/Signup';
import { signupSent } from '../src/domain/messages';
import { ContainerHost } from './support/hosts';
import { STORY_MEMBER, installFakeIdentity } from './support/fakeIdentity';
import widget from '../widgets/containers/Signup';
import { docs } from '../widgets/containers/Signup/docs';
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

export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }));
    await expect(canvas.getByRole('checkbox').getAttribute('aria-invalid')).toBe('true');
  },
};

/** Sent: the confirmation link is on its way. */
export const Sent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Name'), 'Tabby Cat');
    await userEvent.type(canvas.getByLabelText('Email'), 'new@example.com');
    await userEvent.type(canvas.getByLabelText(/Password/), 'whiskers-7');
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }));
    await expect(await canvas.findByText(signupSent('new@example.com'))).toBeTruthy();
  },
};

/** The address already has an account: the service's message, what was typed kept. */
export const AlreadyRegistered: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Name'), 'Tabby Cat');
    await userEvent.type(canvas.getByLabelText('Email'), STORY_MEMBER.email);
    await userEvent.type(canvas.getByLabelText(/Password/), 'whiskers-7');
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }));
    await expect((await canvas.findByRole('alert')).textContent).toMatch(/already been registered/);
    await expect(canvas.getByLabelText('Email')).toHaveValue(STORY_MEMBER.email);
  },
};

/** The service takes its time: the button says so. */
export const Loading: Story = {
  beforeEach: () => installFakeIdentity({ slow: true }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Name'), 'Tabby Cat');
    await userEvent.type(canvas.getByLabelText('Email'), 'new@example.com');
    await userEvent.type(canvas.getByLabelText(/Password/), 'whiskers-7');
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }));
    await expect(await canvas.findByRole('button', { name: 'Signing up…' })).toBeTruthy();
  },
};
