import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MemberDownloads } from '@widgets/containers/MemberDownloads/MemberDownloads';
import type { MemberDownloadsOptions } from '@widgets/containers/MemberDownloads/options';
import { ContainerHost } from './support/hosts';
import { installFakeDownloads } from './support/fakeDownloads';
import widget from '@widgets/containers/MemberDownloads';
import { docs } from '@widgets/containers/MemberDownloads/docs';
import { docsPage } from './support/describe';

const DownloadsPage = (options: MemberDownloadsOptions) => (
  <main>
    <h1>Your downloads</h1>
    <ContainerHost Widget={MemberDownloads} options={options} />
  </main>
);

const meta = {
  title: 'Containers/MemberDownloads',
  component: DownloadsPage,
  tags: ['autodocs'],
  args: { booksUrl: '/books/' },
  beforeEach: () => installFakeDownloads(),
  parameters: docsPage(
    widget,
    docs,
    `It lives at /membership/downloads and lists what the member's paid orders entitle them to.
The links, \`/me/downloads/{id}?jwt=\`, are built from the token the page holds now and follow it
when the session refreshes it, so a page left open keeps working links. A member without
purchases is pointed to the books; a failure offers to try again. A visitor is sent to log in.

\`\`\`html
<div data-container="MemberDownloads"></div>
\`\`\``,
  ),
} satisfies Meta<typeof DownloadsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoEbooks: Story = {
  play: async ({ canvasElement }) => {
    const link = await within(canvasElement).findByRole('link', {
      name: 'Download ePUB of Form Design Patterns (eBook)',
    });
    await expect(link.getAttribute('href')).toBe(
      'https://magazine.example/downloads/me/downloads/form-design-patterns-epub?jwt=story-token',
    );
  },
};

export const NoDownloadsYet: Story = {
  beforeEach: () => installFakeDownloads({ files: [] }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('link', { name: 'Browse the books' }),
    ).toBeTruthy();
  },
};

export const Loading: Story = { beforeEach: () => installFakeDownloads({ mode: 'slow' }) };

export const Unavailable: Story = {
  beforeEach: () => installFakeDownloads({ mode: 'down' }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Try again' }),
    ).toBeTruthy();
  },
};
