import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import AddLoginRedirect from '@widgets/behaviours/AddLoginRedirect';
import { BehaviourHost } from './support/hosts';
import { docs } from '@widgets/behaviours/AddLoginRedirect/docs';
import { docsPage } from './support/describe';

const Link = ({ label }: { label: string }) => (
  <main>
    <BehaviourHost behaviour={AddLoginRedirect} options={{}}>
      <a href="#login">{label}</a>
    </BehaviourHost>
  </main>
);

const meta = {
  title: 'Behaviours/AddLoginRedirect',
  component: Link,
  tags: ['autodocs'],
  args: { label: 'Log in to comment' },
  parameters: docsPage(
    AddLoginRedirect,
    docs,
    `After login the reader comes back here (same-origin paths only). Downloads no React.

\`\`\`html
<a href="/auth/" data-behaviour="AddLoginRedirect">Log in to comment</a>
\`\`\``,
  ),
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Followed: this page is remembered, and the login comes back to it. */
export const Followed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'Log in to comment' }));
    const { pathname, search } = window.location;
    await expect(localStorage.getItem('mw-return-to')).toBe(`${pathname}${search}`);
  },
};
