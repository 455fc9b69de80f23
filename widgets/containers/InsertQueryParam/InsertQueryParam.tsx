import type { ReactNode } from 'react';
import type { ContainerProps } from '@kit';
import { queryParam } from '@domain/query-param';
import type { InsertQueryParamOptions } from './options';

/**
 * A query parameter's value written into the page, as text: React escapes it, so an address
 * carrying markup (`?email=<img onerror=...>`) shows that markup as characters and runs
 * nothing.
 */
export function InsertQueryParam({ options }: ContainerProps<InsertQueryParamOptions>): ReactNode {
  const search = typeof location === 'undefined' ? '' : location.search;
  const value = queryParam(search, options.param);
  if (value === undefined) {
    return options.fallback ? (
      <span className="mw-query-param mw-query-param--fallback">{options.fallback}</span>
    ) : null;
  }
  return <span className="mw-query-param">{value}</span>;
}
