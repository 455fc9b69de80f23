import type { Meta, StoryObj } from '@storybook/react-vite';
import { InsertQueryParam } from '@widgets/containers/InsertQueryParam/InsertQueryParam';
import { ContainerHost } from './support/hosts';
import widget from '@widgets/containers/InsertQueryParam';
import { docs } from '@widgets/containers/InsertQueryParam/docs';
import { docsPage } from './support/describe';

/** Adds `?email=…` to the story's own address for the story, and takes it away after. */
const withEmail = (email: string) => () => {
  const before = window.location.href;
  const next = new URL(before);
  next.searchParams.set('email', email);
  window.history.replaceState(window.history.state, '', next);
  return () => window.history.replaceState(window.history.state, '', before);
};

const Confirmation = ({ param, fallback }: { param: string; fallback: string }) => (
  <main>
    <h1>Check your inbox</h1>
    <p>
      Sent to: <ContainerHost Widget={InsertQueryParam} options={{ param, fallback }} as="span" />
    </p>
  </main>
);

const meta = {
  title: 'Containers/InsertQueryParam',
  component: Confirmation,
  tags: ['autodocs'],
  args: { param: 'email', fallback: 'the address you gave us' },
  parameters: docsPage(
    widget,
    docs,
    `\`\`\`html
<p>Sent to: <span data-container="InsertQueryParam" data-param="email"
  data-fallback="the address you gave us"></span></p>
\`\`\``,
  ),
} satisfies Meta<typeof Confirmation>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithEmail: Story = { beforeEach: withEmail('tabby@example.com') };

/** No `?email=` in the address: the editor's fallback. */
export const Fallback: Story = {};

/** Markup in the address is shown as text. */
export const MarkupStaysText: Story = {
  beforeEach: withEmail('<img src=x onerror=alert(1)>@example.com'),
};
