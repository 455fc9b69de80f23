import { useMemo } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { SearchResultsOptions } from '@widgets/containers/SearchResults/options';
import { DomContainerHost } from './support/hosts';
import { STORY_ARTICLES, installFakeSearch, searchFor } from './support/fakeSearch';
import type { SearchMode } from './support/fakeSearch';
import widget from '@widgets/containers/SearchResults';
import { docs } from '@widgets/containers/SearchResults/docs';
import { defaultsOf } from '@kit';
import { docsPage } from './support/describe';

const ResultsPage = ({ moreLabel }: SearchResultsOptions) => {
  // One connection per label: a new options object would connect the results again.
  const options = useMemo(() => ({ moreLabel }), [moreLabel]);
  return (
    <main>
      <h1>Search results</h1>
      <DomContainerHost container={widget} options={options} />
    </main>
  );
};

const page =
  (query: string, mode: SearchMode = 'ok', articles = STORY_ARTICLES) =>
  () => {
    installFakeSearch(mode, articles);
    return searchFor(query);
  };

const meta = {
  title: 'Containers/SearchResults',
  component: ResultsPage,
  tags: ['autodocs'],
  args: defaultsOf(widget.options),
  beforeEach: page('css'),
  parameters: docsPage(
    widget,
    docs,
    `The search starts when the results are first shown.

\`\`\`html
<div data-container="SearchResults"></div>
\`\`\``,
  ),
} satisfies Meta<typeof ResultsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first 15 articles that mention CSS, the word marked in each. */
export const Results: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('link')).toHaveLength(15));
    await expect(canvasElement.querySelector('mark')?.textContent).toBe('CSS');
  },
};

/** "Load more" shows the rest (18 of 18), focus on the first new one, the count said. */
export const LoadMore: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Load more results' }));
    await waitFor(() => expect(canvas.getAllByRole('link')).toHaveLength(18));
    await expect(canvasElement.ownerDocument.activeElement).toBe(canvas.getAllByRole('link')[15]);
    await expect(canvas.getByRole('status').textContent).toBe('Showing 18 of 18 results');
    await expect(canvas.queryByRole('button', { name: 'Load more results' })).toBeNull();
  },
};

export const Loading: Story = {
  beforeEach: page('css', 'slow'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status').textContent).toBe('Searching…');
  },
};

/** Without a query the page invites one, and nothing is searched. */
export const NoQuery: Story = {
  beforeEach: page(''),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(/Type what you are looking for/);
  },
};

export const NothingFound: Story = {
  beforeEach: page('zebra'),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(/No articles match/);
  },
};

export const Unavailable: Story = {
  beforeEach: page('css', 'down'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: 'Try again' });
    await expect(canvas.getByRole('alert').textContent).toMatch(/search cat/);
  },
};

/** Markup in an indexed title shows as the text it is and runs nothing. */
export const MarkupInTheIndex: Story = {
  beforeEach: page(
    'css',
    'ok',
    STORY_ARTICLES.slice(0, 1).map((article) => ({
      ...article,
      title: '<img src=x onerror="alert(1)"> CSS tricks',
    })),
  ),
  play: async ({ canvasElement }) => {
    const link = await within(canvasElement).findByRole('link');
    await expect(link.textContent).toBe('<img src=x onerror="alert(1)"> CSS tricks');
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};
