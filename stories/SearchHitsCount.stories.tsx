import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { DomContainerHost } from './support/hosts';
import { installFakeSearch, searchFor } from './support/fakeSearch';
import type { SearchMode } from './support/fakeSearch';
import widget from '@widgets/containers/SearchHitsCount';
import { docs } from '@widgets/containers/SearchHitsCount/docs';
import { docsPage } from './support/describe';

const NO_OPTIONS = {};

const Lede = () => (
  <main>
    <h1>Search results</h1>
    <p>
      Found <DomContainerHost container={widget} options={NO_OPTIONS} as="span" /> in the magazine.
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

export const Loading: Story = {
  beforeEach: page('css', 'slow'),
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect([status.textContent, status.getAttribute('aria-busy')]).toEqual([
      'Counting…',
      'true',
    ]);
  },
};

/** After a failure the count is empty: the results say why. */
export const Unavailable: Story = {
  beforeEach: page('css', 'down'),
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await waitFor(() => expect(status.getAttribute('aria-busy')).toBe('false'));
    await expect(status.textContent).toBe('');
  },
};
