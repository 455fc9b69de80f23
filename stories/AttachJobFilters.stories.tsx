import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import AttachJobFilters from '@widgets/behaviours/AttachJobFilters';
import { MarkupHost } from './support/hosts';
import { setJobFilter } from '@stores/jobs-filter';
import { NO_JOB_FILTER } from '@domain/jobs-filter';
import { docs } from '@widgets/behaviours/AttachJobFilters/docs';
import { docsPage } from './support/describe';

const JOB_PAGE = `<main>
  <p><a href="/jobs/" data-behaviour="AttachJobFilters">All jobs</a></p>
  <h1>Senior front-end engineer</h1>
  <p>Northwind Books · Remote (EU) · Full-time</p>
</main>`;

const behaviours = [
  { name: 'AttachJobFilters', connect: (host: HTMLElement) => AttachJobFilters.connect(host, {}) },
];

const JobPage = () => <MarkupHost html={JOB_PAGE} behaviours={behaviours} />;

const meta = {
  title: 'Behaviours/AttachJobFilters',
  component: JobPage,
  tags: ['autodocs'],
  beforeEach: () => setJobFilter(NO_JOB_FILTER),
  parameters: docsPage(
    AttachJobFilters,
    docs,
    `\`\`\`html
<a href="/jobs/" data-behaviour="AttachJobFilters">All jobs</a>
<ul id="jobs" data-behaviour="AttachJobFilters">...links to job pages...</ul>
\`\`\``,
  ),
} satisfies Meta<typeof JobPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A job page opened without a filter: the link is the editor's. */
export const WithoutFilter: Story = {
  play: async ({ canvasElement }) => {
    const link = await within(canvasElement).findByRole('link', { name: 'All jobs' });
    await expect(link).toHaveAttribute('href', '/jobs/');
  },
};

/** A job page opened from a filtered list: the way back keeps the filter. */
export const WithFilter: Story = {
  beforeEach: () =>
    setJobFilter({ ...NO_JOB_FILTER, commitment: ['freelance'], location: ['remote'] }),
  play: async ({ canvasElement }) => {
    const link = await within(canvasElement).findByRole('link', { name: 'All jobs' });
    await expect(link).toHaveAttribute('href', '/jobs/?commitment=freelance&location=remote');
  },
};
