import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cleanStores } from 'nanostores';
import JobsFilters from '@widgets/behaviours/JobsFilters';
import { $jobFilter } from '@stores/jobs-filter';
import { OptionError } from '@kit';
import { JOBS_MARKUP } from '../../../stories/support/listMarkup';
import { expectAccessible } from '../../setup/axe';

const options = { list: '#jobs', empty: '#jobs-empty', one: 'job', other: 'jobs' };

const connect = (search = '') => {
  history.replaceState(null, '', `/jobs/${search}`);
  document.body.innerHTML = JOBS_MARKUP;
  const host = document.querySelector<HTMLElement>('[data-behaviour="JobsFilters"]');
  if (!host) throw new Error('no form');
  return { host, disconnect: JobsFilters.connect(host, options) };
};

const shownJobs = () =>
  within(screen.getByRole('list'))
    .queryAllByRole('listitem')
    .map((item) => item.textContent?.trim());

describe('JobsFilters', () => {
  beforeEach(() => {
    // The filter is read from the address when the store is first watched: start unwatched.
    cleanStores($jobFilter);
  });

  it('filters by commitment (from the keyboard), type and location, counting and writing the address', async () => {
    connect();
    const user = userEvent.setup();
    expect(screen.getByRole('status').textContent).toBe('5 jobs');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'Full-time' }));
    await user.keyboard(' ');
    expect(shownJobs()).toEqual(['Senior front-end engineer', 'Design engineer']);
    expect(screen.getByRole('status').textContent).toBe('2 jobs');
    expect(location.search).toBe('?commitment=full-time');

    await user.click(screen.getByRole('checkbox', { name: 'Design' }));
    await user.selectOptions(screen.getByLabelText('Location'), 'berlin');
    expect(shownJobs()).toEqual(['Design engineer']);
    expect(screen.getByRole('status').textContent).toBe('1 job');
    expect(location.search).toBe('?commitment=full-time&type=design&location=berlin');
    await expectAccessible();
  });

  it('shows the empty note when no job matches, and clears every filter', async () => {
    connect('?commitment=part-time&type=design');
    expect(shownJobs()).toEqual([]);
    expect(screen.getByText('No job matches these filters.').hidden).toBe(false);
    expect(screen.getByRole('status').textContent).toBe('0 jobs');
    await expectAccessible();

    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(shownJobs()).toHaveLength(5);
    expect(screen.getByText('No job matches these filters.').hidden).toBe(true);
    expect(screen.getByRole('checkbox', { name: 'Part-time' })).toHaveProperty('checked', false);
    expect(location.search).toBe('');
  });

  it('restores the filter from the address, keeping parameters it does not own', async () => {
    connect('?utm_source=mail&commitment=freelance&location=remote');
    expect(screen.getByRole('checkbox', { name: 'Freelance' })).toHaveProperty('checked', true);
    expect(screen.getByLabelText('Location')).toHaveProperty('value', 'remote');
    expect(shownJobs()).toEqual(['WordPress developer']);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Freelance' }));
    expect(location.search).toBe('?utm_source=mail&location=remote');
    expect(shownJobs()).toEqual([
      'Senior front-end engineer',
      'Technical writer',
      'WordPress developer',
    ]);
  });

  it('stays on the page when submitted, and lets go on disconnect', async () => {
    const { disconnect } = connect('?type=design');
    await userEvent.click(screen.getByRole('button', { name: 'Show jobs' }));
    expect(location.pathname).toBe('/jobs/');
    expect(shownJobs()).toHaveLength(2);
    disconnect();
    expect(shownJobs()).toHaveLength(5);
    expect(screen.getByText('No job matches these filters.').hidden).toBe(true);
  });

  it('names the attribute when the list cannot be found', () => {
    document.body.innerHTML = JOBS_MARKUP;
    const host = document.querySelector<HTMLElement>('form');
    if (!host) throw new Error('no form');
    expect(() => JobsFilters.connect(host, { ...options, list: '#nope' })).toThrow(OptionError);
    expect(() => JobsFilters.connect(host, { ...options, list: '#nope' })).toThrow(/data-list/);
  });
});
