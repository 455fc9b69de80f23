import type { Db } from '../../backend/db';
import type { Commitment } from '../../../../src/domain';

const DAY = 86_400_000;

interface SeedListing {
  readonly id: string;
  readonly commitment: Commitment;
  readonly jobType: string;
  readonly company: string;
  readonly title: string;
  readonly description: string;
  readonly location: string;
  readonly remote: boolean;
  readonly salary?: string;
  readonly apply: string;
  readonly featured?: boolean;
  /** Days since it was posted. */
  readonly age: number;
}

// The companies of the static job board page (demo/site/pages/jobs), and a few more.
const LISTINGS: readonly SeedListing[] = [
  {
    id: 'job-northwind-frontend',
    commitment: 'full-time',
    jobType: 'development',
    company: 'Northwind Books',
    title: 'Senior front-end engineer',
    description:
      'Build the reading experience for a million readers a month: a design system in React, server-rendered pages that stay fast on a slow phone, and an accessible reader for long-form articles.',
    location: 'Remote (EU time zones)',
    remote: true,
    salary: '€70,000–85,000',
    apply: 'https://jobs.northwind-books.example/frontend',
    featured: true,
    age: 3,
  },
  {
    id: 'job-kestrel-design-system',
    commitment: 'freelance',
    jobType: 'design',
    company: 'Kestrel Studio',
    title: 'Product designer for a design system',
    description:
      'Three months to shape the component library of a public-service app: tokens, Figma components and their documentation, working side by side with two front-end developers.',
    location: 'Berlin, Germany',
    remote: false,
    salary: '€650 a day',
    apply: 'https://kestrel.example/work-with-us',
    age: 6,
  },
  {
    id: 'job-harbour-accessibility',
    commitment: 'full-time',
    jobType: 'accessibility',
    company: 'Harbour Bank',
    title: 'Accessibility specialist',
    description:
      'Lead audits against WCAG 2.2, coach product teams across web and mobile, and make screen-reader testing part of every release.',
    location: 'London, United Kingdom',
    remote: false,
    salary: '£62,000–74,000',
    apply: 'https://careers.harbour-bank.example/accessibility',
    age: 9,
  },
  {
    id: 'job-tandem-wordpress',
    commitment: 'freelance',
    jobType: 'development',
    company: 'Tandem Agency',
    title: 'WordPress developer',
    description:
      'Block themes and performance work for nonprofit clients: custom blocks, Core Web Vitals clean-ups and handing over sites their editors enjoy.',
    location: 'Remote',
    remote: true,
    apply: 'https://tandem-agency.example/jobs/wordpress',
    age: 12,
  },
  {
    id: 'job-lumen-ux-research',
    commitment: 'full-time',
    jobType: 'ux',
    company: 'Lumen Health',
    title: 'UX researcher',
    description:
      'Plan and run studies with patients and clinicians, turn them into decisions the team can act on, and grow a research repository everyone actually reads.',
    location: 'Amsterdam, Netherlands (hybrid)',
    remote: false,
    salary: '€60,000–72,000',
    apply: 'https://lumen-health.example/careers/ux-research',
    age: 2,
  },
  {
    id: 'job-fjord-css',
    commitment: 'freelance',
    jobType: 'development',
    company: 'Fjord Outdoor',
    title: 'CSS specialist for a shop redesign',
    description:
      'Six weeks to rebuild a product listing and checkout with container queries, cascade layers and a print stylesheet that does not embarrass anyone.',
    location: 'Remote (CET ± 3 hours)',
    remote: true,
    salary: '€80 an hour',
    apply: 'https://fjord-outdoor.example/freelance/css',
    age: 4,
  },
  {
    id: 'job-paperplane-content',
    commitment: 'full-time',
    jobType: 'content',
    company: 'Paperplane Docs',
    title: 'Technical writer, developer documentation',
    description:
      'Own the guides and API reference of a documentation platform used by thousands of teams; write the tutorials you wish you had found.',
    location: 'Toronto, Canada',
    remote: true,
    salary: 'CA$85,000–100,000',
    apply: 'https://paperplane.example/jobs/technical-writer',
    age: 15,
  },
  {
    id: 'job-civic-lead',
    commitment: 'full-time',
    jobType: 'leadership',
    company: 'Civic Digital Service',
    title: 'Engineering manager, web platform',
    description:
      'Lead a team of seven building the platform behind a country’s public-service websites, with accessibility and performance as hard requirements.',
    location: 'Freiburg, Germany',
    remote: false,
    salary: '€90,000–105,000',
    apply: 'https://civic-digital.example/jobs/em-web-platform',
    age: 20,
  },
];

// How long a listing runs, as the two job-post products are sold (60 and 30 days).
const RUNS: Readonly<Record<Commitment, number>> = { 'full-time': 60, freelance: 30 };

interface SeedPanel {
  readonly id: string;
  readonly kind: 'article' | 'book' | 'event' | 'membership' | 'job';
  readonly eyebrow: string;
  readonly title: string;
  readonly description: string;
  readonly image?: string;
  readonly imageAlt?: string;
  readonly url: string;
  readonly cta: string;
}

const PANELS: readonly SeedPanel[] = [
  {
    id: 'panel-css-layers',
    kind: 'article',
    eyebrow: 'CSS',
    title: 'Cascade layers in practice',
    description:
      'How @layer ends specificity wars, with a migration plan for a real design system.',
    image: '/assets/img/hero-layers.svg',
    imageAlt: 'Three translucent panels stacked on top of each other',
    url: '/articles/css-cascade-layers',
    cta: 'Read the article',
  },
  {
    id: 'panel-book-7',
    kind: 'book',
    eyebrow: 'New book',
    title: 'Smashing Book 7',
    description:
      'Eight chapters on the craft of the web, from design systems to performance. Printed and ebook.',
    image: '/assets/img/book-7.svg',
    imageAlt: 'Cover of Smashing Book 7',
    url: '/books/smashing-book-7',
    cta: 'Get the book',
  },
  {
    id: 'panel-accessible-forms',
    kind: 'article',
    eyebrow: 'Accessibility',
    title: 'Accessible forms, field by field',
    description: 'Labels, hints, errors and focus that work for everyone.',
    image: '/assets/img/hero-forms.svg',
    imageAlt: 'A form with clearly labelled fields',
    url: '/articles/accessible-forms',
    cta: 'Read the article',
  },
  {
    id: 'panel-freiburg',
    kind: 'event',
    eyebrow: 'SmashingConf',
    title: 'SmashingConf Freiburg 2027',
    description:
      'Three days of talks and workshops on design systems, accessibility and performance.',
    image: '/assets/img/hero-event.svg',
    imageAlt: 'A conference stage with a large screen',
    url: '/events/',
    cta: 'See tickets',
  },
  {
    id: 'panel-membership',
    kind: 'membership',
    eyebrow: 'Membership',
    title: 'Support the magazine, read without ads',
    description:
      'Members get discounts on books and events, ebooks to keep and a magazine without ads.',
    url: '/membership/plans',
    cta: 'See the plans',
  },
  {
    id: 'panel-jobs',
    kind: 'job',
    eyebrow: 'Job board',
    title: 'Hiring people who make websites?',
    description: 'Post a full-time job for 60 days or a freelance gig for 30, seen by our readers.',
    url: '/jobs/',
    cta: 'Browse and post jobs',
  },
];

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
