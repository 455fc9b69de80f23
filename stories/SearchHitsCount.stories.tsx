import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { SearchHitsCount } from '@widgets/containers/SearchHitsCount/SearchHitsCount';
import { ContainerHost } from './support/hosts';
import { installFakeSearch, searchFor } from './support/fakeSearch';
import type { SearchMode } from './support/fakeSearch';
import widget from '@widgets/containers/SearchHitsCount';
import { docs } from '@widgets/containers/SearchHitsCount/docs';
import { docsPage } from './support/describe';

const Lede = () => (
  <main>
    <h1>Search results</h1>
    <p>
      Found <ContainerHost Widget={SearchHitsCount} options={{}} as="span" /> in the magazine.
    </p>
  </main>
);

const page =
  (query: string, mode: SearchMode = 'ok') =>
  () => {
    installFakeSearch(mode);
    return searchFor(query);
  };

const meta = {
  title: 'Containers/SearchHitsCount',
  component: Lede,
  tags: ['autodocs'],
  beforeEach: page('css'),
  parameters: docsPage(
    widget,
    docs,
    `\`\`\`html
<p>Found <span data-container="SearchHitsCount"></span> in the magazine.</p>
\`\`\``,
  ),
} satisfies Meta<typeof Lede>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Results: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await waitFor(() => expect(status.textContent).toBe('18 results'));
  },
};

export const NothingFound: Story = {
  beforeEach: page('zebra'),
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await waitFor(() => expect(status.textContent).toBe('0 results'));
  },
};

export const Loading: Story = { beforeEach: page('css', 'slow') };

export const Unavailable: Story = { beforeEach: page('css', 'down') };
