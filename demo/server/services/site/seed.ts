import { z } from 'zod';
import type { Db } from '../../backend/db';
import { seedData } from '../../backend/seed-data';
import { isCommitment } from '@domain';
import type { Commitment } from '@domain';
import listings from './listings.json';
import panels from './panels.json';

const DAY = 86_400_000;

const seedListing = z.object({
  id: z.string(),
  commitment: z.custom<Commitment>((value) => typeof value === 'string' && isCommitment(value)),
  jobType: z.string(),
  company: z.string(),
  title: z.string(),
  description: z.string(),
  location: z.string(),
  remote: z.boolean(),
  salary: z.string().optional(),
  apply: z.string(),
  featured: z.boolean().optional(),
  /** Days since it was posted. */
  age: z.number(),
});

// The companies of the static job board page (demo/site/pages/jobs), and a few more.
const LISTINGS = seedData(z.array(seedListing), listings, 'site/listings.json');

// How long a listing runs, as the two job-post products are sold (60 and 30 days).
const RUNS: Readonly<Record<Commitment, number>> = { 'full-time': 60, freelance: 30 };

const seedPanel = z.object({
  id: z.string(),
  kind: z.enum(['article', 'book', 'event', 'membership', 'job']),
  eyebrow: z.string(),
  title: z.string(),
  description: z.string(),
  image: z.string().optional(),
  imageAlt: z.string().optional(),
  url: z.string(),
  cta: z.string(),
});

// The home page's panels, in order.
const PANELS = seedData(z.array(seedPanel), panels, 'site/panels.json');

/**
 * The job board and the home page's panels. Idempotent: rows present are kept. Listings
 * are dated relative to the first start; on later starts a demo listing that has run out
 * is posted again, so a demo database kept for months still has a job board.
 */
export async function seedSiteContent(db: Db): Promise<void> {
  const now = Date.now();
  for (const l of LISTINGS) {
    const published = new Date(now - l.age * DAY);
    const expires = new Date(published.getTime() + RUNS[l.commitment] * DAY);
    await db.query(
      `INSERT INTO site_market_listings (id, commitment, job_type, company, logo, title,
         description, location, remote, salary, application_url, featured, published_at,
         expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
       ON CONFLICT (id) DO UPDATE SET published_at = EXCLUDED.published_at,
         expires_at = EXCLUDED.expires_at
       WHERE site_market_listings.expires_at <= $15`,
      [
        l.id,
        l.commitment,
        l.jobType,
        l.company,
        // One logo for all: the demo has no company artwork, and a broken image is worse.
        '/assets/img/logo.svg',
        l.title,
        l.description,
        l.location,
        l.remote,
        l.salary ?? null,
        l.apply,
        l.featured ?? false,
        published,
        expires,
        new Date(now),
      ],
    );
  }
  for (const [position, p] of PANELS.entries()) {
    await db.query(
      `INSERT INTO site_panels (id, position, kind, eyebrow, title, description, image,
         image_alt, url, cta)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT (id) DO NOTHING`,
      [
        p.id,
        position + 1,
        p.kind,
        p.eyebrow,
        p.title,
        p.description,
        p.image ?? null,
        p.imageAlt ?? '',
        p.url,
        p.cta,
      ],
    );
  }
}
