import { withQuery } from '@domain/list-query';

/**
 * Writes a list's state into the address bar, replacing only the parameters it owns. No new
 * history entry: Back leaves the list instead of stepping through every checkbox, and the
 * address a reader copies or returns to holds the list as they left it.
 */
export function replaceQuery(query: string, names: readonly string[]): void {
  const next = withQuery(location.href, query, names, location.href);
  history.replaceState(history.state, '', next);
}
