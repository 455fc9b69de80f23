import { queryOf, readSlugs, writeSlugs } from './list-query';

/** What a job list is filtered by: each job item's `data-*` of the same name. */
export const JOB_FACETS = ['commitment', 'type', 'location'] as const;
export type JobFacet = (typeof JOB_FACETS)[number];

/** The values chosen per facet; none chosen means any. */
export type JobFilter = Readonly<Record<JobFacet, readonly string[]>>;

export const NO_JOB_FILTER: JobFilter = { commitment: [], type: [], location: [] };

/** The filter in a query string (`?commitment=full-time,freelance&location=remote`). */
export function parseJobFilter(search: string): JobFilter {
  const params = queryOf(search);
  return {
    commitment: readSlugs(params, 'commitment'),
    type: readSlugs(params, 'type'),
    location: readSlugs(params, 'location'),
  };
}

/** The query string for a filter, without `?`; empty when nothing is chosen. */
export function serialiseJobFilter(filter: JobFilter): string {
  const params = new URLSearchParams();
  for (const facet of JOB_FACETS) writeSlugs(params, facet, filter[facet]);
  return params.toString();
}

/** A job shows when, for every facet with a choice, its value is one of those chosen. */
export function jobMatches(
  filter: JobFilter,
  job: Readonly<Partial<Record<JobFacet, string>>>,
): boolean {
  return JOB_FACETS.every(
    (facet) => filter[facet].length === 0 || filter[facet].includes(job[facet] ?? ''),
  );
}

export const isJobFilterEmpty = (filter: JobFilter): boolean =>
  JOB_FACETS.every((facet) => filter[facet].length === 0);
