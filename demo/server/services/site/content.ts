import type { Db } from '../../backend/db';
import { JOB_POST_SKUS, PLANS } from '@domain';
import type { Commitment } from '@domain';

interface ListingRow {
  readonly id: string;
  readonly commitment: Commitment;
  readonly job_type: string;
  readonly company: string;
  readonly logo: string;
  readonly title: string;
  readonly description: string;
  readonly location: string;
  readonly remote: boolean;
  readonly salary: string | null;
  readonly application_url: string;
  readonly featured: boolean;
  readonly published_at: Date;
  readonly expires_at: Date;
}

const iso = (date: Date) => new Date(date).toISOString();

const listingView = (row: ListingRow) => ({
  id: row.id,
  commitment: row.commitment,
  // The job-post product the listing was bought as, so a "post a job like this" link can
  // put the right one in the cart.
  sku: JOB_POST_SKUS[row.commitment],
  jobType: row.job_type,
  company: row.company,
  logo: row.logo,
  title: row.title,
  description: row.description,
  location: row.location,
  remote: row.remote,
  salary: row.salary,
  applicationUrl: row.application_url,
  featured: row.featured,
  publishedAt: iso(row.published_at),
  expiresAt: iso(row.expires_at),
});

const tally = (values: readonly string[]) =>
  values.reduce<Record<string, number>>(
    (counts, v) => ({ ...counts, [v]: (counts[v] ?? 0) + 1 }),
    {},
  );

/** Readers with a paid plan (MemberCount): counted from the identity records, never kept. */
async function memberCount(db: Db): Promise<number> {
  const [row] = await db.query<{ members: number }>(
    `SELECT count(*)::int AS members FROM identity_users
     WHERE app_metadata -> 'subscription' ->> 'plan' = ANY($1::text[])`,
    [[...PLANS]],
  );
  return row?.members ?? 0;
}

/**
 * `GET /market`: the live job listings, featured first, then newest, with the counts per
 * filter value the JobsFilters behaviour shows and the number of members (MemberCount). Counts are over all live listings, so a
 * filter never hides the other choices.
 */
export async function market(
  db: Db,
  now: Date,
  filter: { commitment?: Commitment; type?: string; remote?: boolean },
) {
  const live = await db.query<ListingRow>(
    `SELECT * FROM site_market_listings WHERE published_at <= $1 AND expires_at > $1
     ORDER BY featured DESC, published_at DESC, id`,
    [now],
  );
  const results = live
    .filter(
      (row) =>
        (!filter.commitment || row.commitment === filter.commitment) &&
        (!filter.type || row.job_type === filter.type) &&
        (filter.remote === undefined || row.remote === filter.remote),
    )
    .map(listingView);
  return {
    count: results.length,
    results,
    members: await memberCount(db),
    facets: {
      commitment: tally(live.map((row) => row.commitment)),
      jobType: tally(live.map((row) => row.job_type)),
      remote: tally(live.map((row) => String(row.remote))),
    },
  };
}

interface PanelRow {
  readonly id: string;
  readonly position: number;
  readonly kind: string;
  readonly eyebrow: string;
  readonly title: string;
  readonly description: string;
  readonly image: string | null;
  readonly image_alt: string;
  readonly url: string;
  readonly cta: string;
}

/** `GET /panels/index.json`: the home page's editorial panels in order, scheduled ones in their window. */
export async function panels(db: Db, now: Date) {
  const rows = await db.query<PanelRow>(
    `SELECT id, position, kind, eyebrow, title, description, image, image_alt, url, cta
     FROM site_panels
     WHERE (starts_at IS NULL OR starts_at <= $1) AND (ends_at IS NULL OR ends_at > $1)
     ORDER BY position, id`,
    [now],
  );
  return {
    panels: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      eyebrow: row.eyebrow,
      title: row.title,
      description: row.description,
      image: row.image && { src: row.image, alt: row.image_alt },
      url: row.url,
      cta: row.cta,
    })),
  };
}
