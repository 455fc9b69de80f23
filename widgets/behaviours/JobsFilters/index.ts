import { defineBehaviour, opt } from '@kit';
import { JOB_FACETS, NO_JOB_FILTER, jobMatches } from '@domain/jobs-filter';
import type { JobFilter } from '@domain/jobs-filter';
import { $jobFilter, setJobFilter } from '@stores/jobs-filter';
import { filteredList, onFormEvents, readChoices, writeChoices } from '../../shared/list-form';

const readFilter = (form: HTMLElement): JobFilter => ({
  commitment: readChoices(form, 'commitment').sort(),
  type: readChoices(form, 'type').sort(),
  location: readChoices(form, 'location').sort(),
});

/**
 * On the editor's filter form beside a static job list: hides the jobs that do not match, says
 * how many show, shows the empty note when none does, and keeps the filter in the address.
 */
export default defineBehaviour({
  options: {
    list: opt.requiredString(),
    empty: opt.string(),
    one: opt.string('job'),
    other: opt.string('jobs'),
  },
  connect(host, options) {
    const jobs = filteredList(host, options);
    const unsubscribe = $jobFilter.subscribe((filter) => {
      for (const facet of JOB_FACETS) writeChoices(host, facet, filter[facet]);
      jobs.showOnly(jobs.items.filter((item) => jobMatches(filter, item.dataset)));
    });
    const release = onFormEvents(
      host,
      () => setJobFilter(readFilter(host)),
      () => setJobFilter(NO_JOB_FILTER),
    );
    return () => {
      release();
      unsubscribe();
      jobs.restore();
    };
  },
});
