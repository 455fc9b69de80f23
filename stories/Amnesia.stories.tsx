import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Amnesia } from '../widgets/containers/Amnesia/Amnesia';
import { EMAIL_INVALID } from '../src/domain/validation';
import { CONNECTION_ERROR_MESSAGE } from '../src/domain/messages';
import { ContainerHost } from './support/hosts';
import { installFakeIdentity } from './support/fakeIdentity';
import widget from '../widgets/containers/Amnesia';
import { docs } from '../widgets/containers/Amnesia/docs';
import { docsPage } from './support/describe';

const Form = ({ confirmationUrl }: { confirmationUrl: string }) => (
  <main>
    <h1>Forgot your password?</h1>
    <ContainerHost Widget={Amnesia} options={{ confirmationUrl }} />
  </main>
);

const meta = {
  title: 'Containers/Amnesia',
  component: Form,
  tags: ['autodocs'],
  args: { confirmationUrl: '/auth/confirmation/' },
  beforeEach: () => installFakeIdentity(),
  parameters: docsPage(
    widget,
    docs,
    `The answer is the same whether or not the address has an account, so nobody can probe who
is a member. The mailed link lands on \`/membership/recover-password#recovery_token=…\`.

\`\`\`html
<div data-container="Amnesia"></div>
\`\`\``,
  ),
} satisfies Meta<typeof Form>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Email/), 'tabby');
    await userEvent.click(canvas.getByRole('button', { name: 'Send me a link' }));
    await expect(canvas.getByText(EMAIL_INVALID)).toBeTruthy();
  },
};

/** The service takes its time: the button says so. */
export const Sending: Story = {
  beforeEach: () => installFakeIdentity({ slow: true }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Email/), 'tabby@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send me a link' }));
    await expect(await canvas.findByRole('button', { name: 'Sending…' })).toBeTruthy();
  },
};

/** The service cannot be reached: the store's message, the address kept. */
export const ServiceDown: Story = {
  beforeEach: () => installFakeIdentity({ down: true }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Email/), 'tabby@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send me a link' }));
    await expect((await canvas.findByRole('alert')).textContent).toBe(CONNECTION_ERROR_MESSAGE);
    await expect(canvas.getByLabelText(/Email/)).toHaveValue('tabby@example.com');
  },
};
