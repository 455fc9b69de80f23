import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MemberRecoverPassword } from '@widgets/containers/MemberRecoverPassword/MemberRecoverPassword';
import { verifyToken } from '@stores/user/actions';
import { FIELD_EMPTY } from '@domain/validation';
import { PASSWORD_CHANGED } from '@domain/messages';
import { ContainerHost } from './support/hosts';
import { installFakeIdentity } from './support/fakeIdentity';
import widget from '@widgets/containers/MemberRecoverPassword';
import { docs } from '@widgets/containers/MemberRecoverPassword/docs';
import { defaultsOf } from '@kit';
import { docsPage } from './support/describe';

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
  args: defaultsOf(widget.options),
  parameters: docsPage(
    widget,
    docs,
    `Put **TokenVerification** on the same page, \`/membership/recover-password\`. Until the link has
logged the member in it shows nothing; a visitor without a link is sent to \`/auth\` by the route
rules.

\`\`\`html
<div data-container="TokenVerification"></div>
<div data-container="MemberRecoverPassword"></div>
\`\`\``,
  ),
} satisfies Meta<typeof Form>;

export default meta;
type Story = StoryObj<typeof meta>;

// Logged in by the recovery link, as TokenVerification would have done on this page.
const followedTheLink = async () => {
  installFakeIdentity();
  await verifyToken('recovery', 'good-token');
};

/** Logged in by the recovery link. */
export const Default: Story = { beforeEach: followedTheLink };

/** Nobody logged in yet: nothing to show. */
export const WaitingForTheLink: Story = { beforeEach: () => installFakeIdentity() };

/** Saved without a password: the field names its problem. */
export const Invalid: Story = {
  beforeEach: followedTheLink,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save my new password' }));
    await expect(canvas.getByText(FIELD_EMPTY)).toBeTruthy();
    await expect(canvas.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Too short for the service: its message, what was typed kept. */
export const Refused: Story = {
  beforeEach: followedTheLink,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('New password'), 'abc');
    await userEvent.click(canvas.getByRole('button', { name: 'Save my new password' }));
    await expect((await canvas.findByRole('alert')).textContent).toMatch(/at least 6 characters/);
    await expect(canvas.getByLabelText('New password')).toHaveValue('abc');
  },
};

/** Saved: the way on to the member area. */
export const Saved: Story = {
  beforeEach: followedTheLink,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('New password'), 'fresh-catnip');
    await userEvent.click(canvas.getByRole('button', { name: 'Save my new password' }));
    await expect((await canvas.findByRole('status')).textContent).toContain(PASSWORD_CHANGED);
  },
};
