import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SearchTitle } from '@widgets/containers/SearchTitle/SearchTitle';
import { ContainerHost } from './support/hosts';
import { searchFor } from './support/fakeSearch';
import widget from '@widgets/containers/SearchTitle';
import { docs } from '@widgets/containers/SearchTitle/docs';
import { docsPage } from './support/describe';

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
  parameters: docsPage(
    widget,
    docs,
    `The tab and the history then say what was searched.

\`\`\`html
<h1 data-container="SearchTitle">Search results</h1>
\`\`\``,
  ),
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
