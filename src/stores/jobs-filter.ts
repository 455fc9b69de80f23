import { atom, onMount } from 'nanostores';
import { JOB_FACETS, NO_JOB_FILTER, parseJobFilter, serialiseJobFilter } from '@domain/jobs-filter';
import type { JobFilter } from '@domain/jobs-filter';
import { replaceQuery } from './address';
import { onReset } from './seam';

/**
 * The job list's filter, shared by the filter form (JobsFilters) and the links that carry it
 * to job pages and back (AttachJobFilters). The address is its home: read when a widget
 * first shows it, written on every change.
 */
export const $jobFilter = atom<JobFilter>(NO_JOB_FILTER);

onMount($jobFilter, () => {
  $jobFilter.set(parseJobFilter(location.search));
});

/** Chooses a filter: the list, the links and the address follow. */
export function setJobFilter(filter: JobFilter): void {
  $jobFilter.set(filter);
  replaceQuery(serialiseJobFilter(filter), JOB_FACETS);
}

export const resetJobFilter = onReset(() => $jobFilter.set(NO_JOB_FILTER));
