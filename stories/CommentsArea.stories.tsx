import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CommentsArea } from '@widgets/containers/CommentsArea/CommentsArea';
import { ContainerHost } from './support/hosts';
import { STORY_THREAD, withThread } from './support/fakeComments';
import widget from '@widgets/containers/CommentsArea';
import { docs } from '@widgets/containers/CommentsArea/docs';
import { docsPage } from './support/describe';
import { COMMENT_HELD, COMMENT_PUBLISHED } from '@domain/comments';

const Article = () => (
  <main>
    <h1>Cascade layers in practice</h1>
    <ContainerHost
      Widget={CommentsArea}
      options={{
        path: '/articles/css-cascade-layers',
        // Each author's avatar from the stories' own files, the default from the demo's.
        avatars: '/story-assets/avatars/{md5}.svg',
        defaultAvatar: '/assets/img/avatar.svg',
      }}
    />
  </main>
);

async function post(canvasElement: HTMLElement, body: string) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText('Name'), 'Tess Tabby');
  await userEvent.type(canvas.getByLabelText(/^Email/), 'tess@example.com');
  await userEvent.type(canvas.getByLabelText('Comment'), body);
  await userEvent.click(canvas.getByRole('button', { name: 'Post comment' }));
  return canvas;
}

const meta = {
  title: 'Containers/CommentsArea',
  component: Article,
  tags: ['autodocs'],
  beforeEach: withThread(STORY_THREAD),
  parameters: docsPage(
    widget,
    docs,
    `\`\`\`html
<div id="comments" data-container="CommentsArea"></div>
\`\`\``,
  ),
} satisfies Meta<typeof Article>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThreadWithReplies: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Verified member')).toBeTruthy();
  },
};

export const Loading: Story = { beforeEach: withThread([], 'slow') };

export const EmptyThread: Story = {
  beforeEach: withThread([]),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/No comments yet/)).toBeTruthy();
  },
};

export const Unavailable: Story = {
  beforeEach: withThread([], 'down'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toBeTruthy();
  },
};

export const Posted: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await post(canvasElement, 'Layers finally clicked for me.');
    await expect(await canvas.findByText(COMMENT_PUBLISHED)).toBeTruthy();
    await expect(canvas.getByRole('article', { name: 'Comment by Tess Tabby' })).toBeTruthy();
  },
};

export const HeldForModeration: Story = {
  beforeEach: withThread(STORY_THREAD, 'ok', 'hold'),
  play: async ({ canvasElement }) => {
    const canvas = await post(canvasElement, 'More at https://cats.example');
    await expect(await canvas.findByText(COMMENT_HELD)).toBeTruthy();
  },
};

export const PostFailed: Story = {
  beforeEach: withThread(STORY_THREAD, 'ok', 'refuse'),
  play: async ({ canvasElement }) => {
    const canvas = await post(canvasElement, 'Will this get through?');
    await expect(await canvas.findByRole('alert')).toBeTruthy();
    await expect((canvas.getByLabelText('Comment') as HTMLTextAreaElement).value).toBe(
      'Will this get through?',
    );
  },
};
