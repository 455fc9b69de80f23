import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Amnesia } from '@widgets/containers/Amnesia/Amnesia';
import { EMAIL_INVALID } from '@domain/validation';
import { CONNECTION_ERROR_MESSAGE } from '@domain/messages';
import { ContainerHost } from './support/hosts';
import { busyButton, refusedKeeping, sendStory } from './support/formStories';
import type { Entry } from './support/formStories';
import { installFakeIdentity } from './support/fakeIdentity';
import widget from '@widgets/containers/Amnesia';
import { docs } from '@widgets/containers/Amnesia/docs';
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

const TABBY: readonly Entry[] = [[/Email/, 'tabby@example.com']];

export const Invalid: Story = sendStory({
  button: 'Send me a link',
  entries: [[/Email/, 'tabby']],
  then: async (canvas) => expect(canvas.getByText(EMAIL_INVALID)).toBeTruthy(),
});

/** The service takes its time: the button says so. */
export const Sending: Story = sendStory({
  beforeEach: () => installFakeIdentity({ slow: true }),
  button: 'Send me a link',
  entries: TABBY,
  then: busyButton('Sending…'),
});

/** The service cannot be reached: the store's message, the address kept. */
export const ServiceDown: Story = sendStory({
  beforeEach: () => installFakeIdentity({ down: true }),
  button: 'Send me a link',
  entries: TABBY,
  then: refusedKeeping(/Email/, 'tabby@example.com', CONNECTION_ERROR_MESSAGE),
});
