import { z } from 'zod';

/** The search parameters this index understands; others are accepted and ignored. */
export const searchParams = z.object({
  query: z.string().max(512).default(''),
  page: z.coerce.number().int().min(0).max(1000).default(0),
  hitsPerPage: z.coerce.number().int().min(0).max(1000).default(20),
});
export type SearchParams = z.infer<typeof searchParams>;

/**
 * One query of a request. v5 clients flatten the parameters into the query object; v4 clients
 * send them as a URL-encoded `params` string. Both are merged, flattened ones winning.
 */
const rawQuery = z.looseObject({ params: z.string().max(4096).optional() });

export const multiQueryBody = z.object({
  requests: z
    .array(rawQuery.extend({ indexName: z.string().min(1).max(200) }))
    .min(1)
    .max(50),
});

export const singleQueryBody = rawQuery;

export type RawQuery = z.infer<typeof rawQuery>;

/** The parameters of one query, before validation: the `params` string under the flat keys. */
export function mergeParams(raw: RawQuery): Record<string, unknown> {
  const { params, ...flat } = raw;
  delete flat.indexName;
  return { ...Object.fromEntries(new URLSearchParams(params ?? '')), ...flat };
}

/** The parameters a result echoes back, URL-encoded as the hosted index does. */
export const encodeParams = (params: SearchParams): string =>
  new URLSearchParams({
    query: params.query,
    hitsPerPage: String(params.hitsPerPage),
    page: String(params.page),
  }).toString();
