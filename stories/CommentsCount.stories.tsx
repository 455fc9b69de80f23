import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CommentsCount } from '../widgets/containers/CommentsCount/CommentsCount';
import { ContainerHost } from './support/hosts';
import { installFakeComments, STORY_THREAD } from './support/fakeComments';
import type { CommentsMode, StoryComment } from './support/fakeComments';
import widget from '../widgets/containers/CommentsCount';
import { docs } from '../widgets/containers/CommentsCount/docs';
import { attributeTable } from '../src/kit/docs';

const thread =
  (items: readonly StoryComment[], mode: CommentsMode = 'ok') =>
  () =>
    installFakeComments(items, mode);

const Byline = () => (
  <main>
    <h1>Cascade layers in practice</h1>
    <p>
      By Miriam Okafor · 14 min read ·{' '}
      <ContainerHost
        Widget={CommentsCount}
        options={{ path: '/articles/css-cascade-layers', href: '#comments' }}
        as="span"
      />
    </p>
  </main>
);

const meta = {
  title: 'Containers/CommentsCount',
  component: Byline,
  tags: ['autodocs'],
  beforeEach: thread(STORY_THREAD),
  parameters: {
    docs: {
      description: {
        component: `${docs.summary}

\`\`\`html
<span data-container="CommentsCount"><a href="#comments">Comments</a></span>
\`\`\`

${attributeTable(widget.options, docs)}`,
      },
    },
  },
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

export const NoComments: Story = { beforeEach: thread([]) };

export const Loading: Story = { beforeEach: thread([], 'slow') };

export const Unavailable: Story = {
  beforeEach: thread([], 'down'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Comments' })).toBeTruthy();
  },
};
