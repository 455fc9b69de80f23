import type { Meta, StoryObj } from '@storybook/react-vite';
import { EditButton } from '@widgets/containers/EditButton/EditButton';
import { setUser } from '@stores/user/state';
import { ContainerHost } from './support/hosts';
import widget from '@widgets/containers/EditButton';
import { docs } from '@widgets/containers/EditButton/docs';
import { defaultsOf } from '@kit';
import { docsPage } from './support/describe';

const reader = (roles: string[]) => () =>
  setUser({ id: 'story-editor', email: 'sam@example.com', app_metadata: { roles } });

const Byline = ({ editUrl, label }: { editUrl: string; label: string }) => (
  <main>
    <h1>Accessible forms, field by field</h1>
    <p>
      By Jonas Lindqvist · 4 May 2026 · 16 min read{' '}
      <ContainerHost Widget={EditButton} options={{ editUrl, label }} as="span" />
    </p>
  </main>
);

const meta = {
  title: 'Containers/EditButton',
  component: Byline,
  tags: ['autodocs'],
  args: { ...defaultsOf(widget.options), editUrl: '/admin/articles/accessible-forms' },
  beforeEach: reader(['editor']),
  parameters: docsPage(
    widget,
    docs,
    `The roles are read from \`app_metadata.roles\`. The widget shows nothing until the identity
service has said who is reading.

\`\`\`html
<span data-container="EditButton" data-edit-url="/admin/articles/accessible-forms"></span>
\`\`\``,
  ),
} satisfies Meta<typeof Byline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Editor: Story = {};

export const Admin: Story = { beforeEach: reader(['admin']) };

/** A reader without an editing role: nothing shows. */
export const Reader: Story = { beforeEach: reader([]) };
