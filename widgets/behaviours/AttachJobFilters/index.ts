import { defineBehaviour } from '@kit';
import { JOB_FACETS, serialiseJobFilter } from '@domain/jobs-filter';
import { withQuery } from '@domain/list-query';
import { $jobFilter } from '@stores/jobs-filter';

/**
 * On a link to a job page (or on the list, the job page's "all jobs" link, any element holding
 * such links): the current job filter rides along in each link's address, so a reader who
 * opens a job and comes back finds the list filtered as they left it.
 */
export default defineBehaviour({
  options: {},
  connect(host) {
    const links = host.matches('a[href]')
      ? [host]
      : [...host.querySelectorAll<HTMLAnchorElement>('a[href]')];
    const written = new Map(links.map((link) => [link, link.getAttribute('href') ?? ''] as const));

    const unsubscribe = $jobFilter.subscribe((filter) => {
      const query = serialiseJobFilter(filter);
      for (const [link, href] of written)
        link.setAttribute('href', withQuery(href, query, JOB_FACETS, location.href));
    });
    return () => {
      unsubscribe();
      for (const [link, href] of written) link.setAttribute('href', href);
    };
  },
});
