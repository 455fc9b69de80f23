import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SearchTitle } from '../widgets/containers/SearchTitle/SearchTitle';
import { ContainerHost } from './support/hosts';
import { searchFor } from './support/fakeSearch';
import widget from '../widgets/containers/SearchTitle';
import { docs } from '../widgets/containers/SearchTitle/docs';
import { attributeTable } from '../src/kit/docs';

const Heading = () => (
  <main>
    <ContainerHost Widget={SearchTitle} options={{}} as="section" label="Search" />
  </main>
);

const meta = {
  title: 'Containers/SearchTitle',
  component: Heading,
  tags: ['autodocs'],
  beforeEach: () => searchFor('css'),
  parameters: {
    docs: {
      description: {
        component: `The search page's query as its heading and as the document title, so the tab
and the history say what was searched. Write it on the page's heading; the editor's text shows
until it mounts.

\`\`\`html
<h1 data-container="SearchTitle">Search results</h1>
\`\`\`

${attributeTable(widget.options, docs)}`,
      },
    },
  },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithQuery: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).toContain('Search results for "css"');
  },
};

export const WithoutQuery: Story = {
  beforeEach: () => searchFor(''),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Search')).toBeTruthy();
  },
};

/** Markup in the query is text. */
export const MarkupInTheQuery: Story = {
  beforeEach: () => searchFor('<b>grid</b>'),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('b')).toBeNull();
  },
};
