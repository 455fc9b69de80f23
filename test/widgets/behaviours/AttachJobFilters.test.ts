import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cleanStores } from 'nanostores';
import AttachJobFilters from '@widgets/behaviours/AttachJobFilters';
import JobsFilters from '@widgets/behaviours/JobsFilters';
import { $jobFilter } from '@stores/jobs-filter';
import { JOBS_MARKUP } from '../../../stories/support/listMarkup';
import { expectAccessible } from '../../setup/axe';

const hostOf = (name: string) => {
  const host = document.querySelector<HTMLElement>(`[data-behaviour="${name}"]`);
  if (!host) throw new Error(`no ${name}`);
  return host;
};

const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

describe('AttachJobFilters', () => {
  beforeEach(() => cleanStores($jobFilter));

  it('puts the list filter on links to job pages and follows it as it changes', async () => {
    history.replaceState(null, '', '/jobs/?type=development');
    document.body.innerHTML = JOBS_MARKUP;
    const release = AttachJobFilters.connect(hostOf('AttachJobFilters'), {});
    JobsFilters.connect(hostOf('JobsFilters'), {
      list: '#jobs',
      empty: '',
      one: 'job',
      other: 'jobs',
    });
    expect(href('Senior front-end engineer')).toBe(
      '/jobs/senior-front-end-engineer?ref=list&type=development',
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Full-time' }));
    expect(href('Senior front-end engineer')).toBe(
      '/jobs/senior-front-end-engineer?ref=list&commitment=full-time&type=development',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(href('Senior front-end engineer')).toBe('/jobs/senior-front-end-engineer?ref=list');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Design' }));
    expect(href('Design engineer')).toBe('/jobs/design-engineer?type=design');
    await expectAccessible();
    release();
    expect(href('Design engineer')).toBe('/jobs/design-engineer');
  });

  it("on a job page, takes the page's filter back to the list", () => {
    history.replaceState(null, '', '/jobs/design-engineer?commitment=full-time&location=berlin');
    document.body.innerHTML = '<main><a href="/jobs/#open-jobs">All jobs</a></main>';
    AttachJobFilters.connect(screen.getByRole('link'), {});
    expect(href('All jobs')).toBe('/jobs/?commitment=full-time&location=berlin#open-jobs');
  });
});
