import type { ServerResponse } from 'node:http';

/** Paging of a list answer: `{ count, results, page, pages }` plus Link and total headers. */
export function pageOf<T>(
  res: ServerResponse,
  url: URL,
  all: readonly T[],
  query: { page?: unknown; limit?: unknown },
) {
  const limit = Math.min(100, Math.max(1, Number(query.limit) || 15));
  const pages = Math.max(1, Math.ceil(all.length / limit));
  const page = Math.min(pages, Math.max(1, Math.floor(Number(query.page) || 1)));
  const link = (n: number, rel: string) => {
    const target = new URL(url);
    target.searchParams.set('page', String(n));
    target.searchParams.set('limit', String(limit));
    return `<${target.pathname}${target.search}>; rel="${rel}"`;
  };
  res.setHeader(
    'Link',
    [
      link(1, 'first'),
      ...(page > 1 ? [link(page - 1, 'prev')] : []),
      ...(page < pages ? [link(page + 1, 'next')] : []),
      link(pages, 'last'),
    ].join(', '),
  );
  res.setHeader('X-Total-Count', String(all.length));
  return {
    count: all.length,
    results: all.slice((page - 1) * limit, page * limit),
    page,
    pages,
  };
}
