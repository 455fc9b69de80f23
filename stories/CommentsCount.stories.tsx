import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import CommentsCount from '@widgets/containers/CommentsCount';
import { DomContainerHost } from './support/hosts';
import { STORY_THREAD, withThread } from './support/fakeComments';
import { docs } from '@widgets/containers/CommentsCount/docs';
import { docsPage } from './support/describe';

const OPTIONS = { path: '/articles/css-cascade-layers', href: '#comments' };
const EDITOR_LINK = '<a href="#comments">Comments</a>';

/** The byline; `fallback` is what the editor wrote in the host (empty: nothing). */
const Byline = ({ fallback }: { fallback: string }) => (
  <main>
    <h1>Cascade layers in practice</h1>
    <p>
      By Miriam Okafor · 14 min read ·{' '}
      <DomContainerHost container={CommentsCount} options={OPTIONS} as="span" fallback={fallback} />
    </p>
  </main>
);

const meta = {
  title: 'Containers/CommentsCount',
  component: Byline,
  tags: ['autodocs'],
  args: { fallback: EDITOR_LINK },
  beforeEach: withThread(STORY_THREAD),
  parameters: docsPage(
    CommentsCount,
    docs,
    `\`\`\`html
<span data-container="CommentsCount"><a href="#comments">Comments</a></span>
\`\`\``,
  ),
} satisfies Meta<typeof Byline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('link', { name: '3 comments' }),
    ).toBeTruthy();
  },
};

export const NoComments: Story = { beforeEach: withThread([]) };

/** While the count is on its way the editor's link stays as written. */
export const Loading: Story = {
  beforeEach: withThread([], 'slow'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Comments' })).toBeTruthy();
  },
};

/** A host the editor left empty shows the counting placeholder meanwhile. */
export const LoadingEmptyHost: Story = {
  args: { fallback: '' },
  beforeEach: withThread([], 'slow'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Counting comments…')).toBeTruthy();
  },
};

export const Unavailable: Story = {
  args: { fallback: '' },
  beforeEach: withThread([], 'down'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Comments' })).toBeTruthy();
  },
};
