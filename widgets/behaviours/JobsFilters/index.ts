import { defineBehaviour, opt } from '../../../src/kit';
import { JOB_FACETS, NO_JOB_FILTER, jobMatches } from '../../../src/domain/jobs-filter';
import type { JobFilter } from '../../../src/domain/jobs-filter';
import { $jobFilter, setJobFilter } from '../../../src/stores/jobs-filter';
import {
  countElement,
  countText,
  findList,
  findOptional,
  onFormEvents,
  readChoices,
  writeChoices,
} from '../../shared/list-form';

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
  connect(host, { list, empty, one, other }) {
    const items = [...findList(host, list).children].filter(
      (item): item is HTMLElement => item instanceof HTMLElement,
    );
    const emptyNote = findOptional(host, empty);
    const count = countElement(host);
    const lang = host.ownerDocument.documentElement.lang;

    const unsubscribe = $jobFilter.subscribe((filter) => {
      for (const facet of JOB_FACETS) writeChoices(host, facet, filter[facet]);
      let shown = 0;
      for (const item of items) {
        item.hidden = !jobMatches(filter, item.dataset);
        if (!item.hidden) shown += 1;
      }
      count.element.textContent = countText(shown, one, other, lang);
      if (emptyNote) emptyNote.hidden = shown > 0;
    });
    const release = onFormEvents(
      host,
      () => setJobFilter(readFilter(host)),
      () => setJobFilter(NO_JOB_FILTER),
    );
    return () => {
      release();
      unsubscribe();
      count.remove();
      for (const item of items) item.hidden = false;
      if (emptyNote) emptyNote.hidden = true;
    };
  },
});
