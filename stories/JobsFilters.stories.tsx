import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import JobsFilters from '@widgets/behaviours/JobsFilters';
import AttachJobFilters from '@widgets/behaviours/AttachJobFilters';
import { MarkupHost } from './support/hosts';
import { JOBS_MARKUP } from './support/listMarkup';
import { setJobFilter } from '@stores/jobs-filter';
import { NO_JOB_FILTER } from '@domain/jobs-filter';
import type { JobFilter } from '@domain/jobs-filter';
import { docs } from '@widgets/behaviours/JobsFilters/docs';
import { docsPage } from './support/describe';

const behaviours = [
  {
    name: 'JobsFilters',
    connect: (host: HTMLElement) =>
      JobsFilters.connect(host, { list: '#jobs', empty: '#jobs-empty', one: 'job', other: 'jobs' }),
  },
  { name: 'AttachJobFilters', connect: (host: HTMLElement) => AttachJobFilters.connect(host, {}) },
];

const JobBoard = () => <MarkupHost html={JOBS_MARKUP} behaviours={behaviours} />;

/** The filter as the address would hold it when the page opens. */
const filtered = (filter: Partial<JobFilter>) => () =>
  setJobFilter({ ...NO_JOB_FILTER, ...filter });

const meta = {
  title: 'Behaviours/JobsFilters',
  component: JobBoard,
  tags: ['autodocs'],
  beforeEach: filtered({}),
  parameters: docsPage(
    JobsFilters,
    docs,
    `AttachJobFilters on the list carries the filter to the job pages (and their "All jobs" link
brings it back).

\`\`\`html
<form aria-label="Filter jobs" data-behaviour="JobsFilters" data-list="#jobs" data-empty="#jobs-empty">
  <fieldset><legend>Commitment</legend>
    <label><input type="checkbox" name="commitment" value="full-time" /> Full-time</label> ...
  </fieldset>
  <label for="location">Location</label>
  <select id="location" name="location"><option value="">Anywhere</option> ...</select>
  <button type="reset">Clear filters</button>
  <output name="count">10 jobs</output>
</form>
<ul id="jobs" data-behaviour="AttachJobFilters">
  <li data-commitment="full-time" data-type="development" data-location="remote">...</li>
</ul>
<p id="jobs-empty" hidden>No job matches these filters.</p>
\`\`\``,
  ),
} satisfies Meta<typeof JobBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every job, nothing chosen. */
export const AllJobs: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('5 jobs');
  },
};

/** Opened from an address holding a filter: full-time jobs in Berlin. */
export const Filtered: Story = {
  beforeEach: filtered({ commitment: ['full-time'], location: ['berlin'] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('1 job');
    await expect(canvas.getByRole('link', { name: 'Design engineer' })).toHaveAttribute(
      'href',
      '/jobs/design-engineer?commitment=full-time&location=berlin',
    );
  },
};

/** No job matches: the empty note shows; "Clear filters" brings every job back. */
export const NoMatch: Story = {
  beforeEach: filtered({ commitment: ['part-time'], type: ['design'] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No job matches these filters.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('5 jobs');
  },
};
