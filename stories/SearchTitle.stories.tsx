import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BehaviourHost } from './support/hosts';
import { searchFor } from './support/fakeSearch';
import widget from '@widgets/containers/SearchTitle';
import { docs } from '@widgets/containers/SearchTitle/docs';
import { docsPage } from './support/describe';

const NO_OPTIONS = {};

/** The page's heading as the editor wrote it, the container on it. */
const Heading = () => (
  <main>
    <BehaviourHost behaviour={widget} options={NO_OPTIONS}>
      <h1>Search results</h1>
    </BehaviourHost>
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
    const heading = within(canvasElement).getByRole('heading', { level: 1 });
    await expect(heading.textContent).toBe('Search results for "css"');
  },
};

export const WithoutQuery: Story = {
  beforeEach: () => searchFor(''),
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 1 });
    await expect(heading.textContent).toBe('Search');
  },
};

/** Markup in the query is text. */
export const MarkupInTheQuery: Story = {
  beforeEach: () => searchFor('<b>grid</b>'),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('b')).toBeNull();
    await expect(canvasElement.textContent).toBe('Search results for "<b>grid</b>"');
  },
};
