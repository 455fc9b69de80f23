import type { ReactNode, Ref } from 'react';
import type { ShownHit } from '@stores/search/view';
import { Highlighted } from '../../shared/Highlighted';

const longDate = (iso: string): string => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : date.toLocaleDateString(typeof navigator === 'undefined' ? undefined : navigator.language, {
        year: 'numeric',
        month: 'long',
        day: 'numeric',
      });
};

/** One article found: its title as the link, the excerpt, author and date. */
export function SearchHit({
  hit,
  linkRef,
}: {
  readonly hit: ShownHit;
  readonly linkRef?: Ref<HTMLAnchorElement>;
}): ReactNode {
  const date = longDate(hit.publishedDate);
  return (
    <li className="mw-search-hit">
      <h2 className="mw-search-hit__title">
        <a href={hit.url} ref={linkRef}>
          <Highlighted value={hit.title} />
        </a>
      </h2>
      <p className="mw-search-hit__excerpt">
        <Highlighted value={hit.description} />
      </p>
      <p className="mw-search-hit__meta">
        {hit.author}
        {date && (
          <>
            {' · '}
            <time dateTime={hit.publishedDate}>{date}</time>
          </>
        )}
      </p>
    </li>
  );
}
