import { PLAN_PRICES, STUDENT_SMASHING_YEARLY_PRICE } from '../../../../src/domain';
import type { Plan } from '../../../../src/domain';

/** One product of the demo catalogue, as seeded into the `products` table. */
export interface SeedProduct {
  readonly id: string;
  readonly sku: string;
  readonly slug: string;
  readonly name: string;
  readonly type: 'book' | 'ebook' | 'bundle' | 'ticket' | 'job post' | 'webinar' | 'membership';
  readonly description: string;
  readonly price: number;
  readonly salePrice?: number;
  readonly stockLevel?: number;
  readonly prereleaseDate?: string;
  readonly crossSell?: string;
  readonly shippable?: boolean;
  readonly category: string;
  readonly image: string;
  readonly downloads?: readonly { id: string; name: string; format: string }[];
  readonly plans?: readonly { id: string; name: string; price: number; interval: string }[];
}

const files = (slug: string) => [
  { id: `${slug}-pdf`, name: 'PDF', format: 'pdf' },
  { id: `${slug}-epub`, name: 'ePUB', format: 'epub' },
];

const plans = (plan: Plan) => [
  { id: `${plan}-monthly`, name: 'Monthly', price: PLAN_PRICES[plan].monthly, interval: 'monthly' },
  { id: `${plan}-yearly`, name: 'Yearly', price: PLAN_PRICES[plan].yearly, interval: 'yearly' },
  ...(plan === 'smashing'
    ? [
        {
          id: 'smashing-student',
          name: 'Student (yearly)',
          price: STUDENT_SMASHING_YEARLY_PRICE,
          interval: 'yearly',
        },
      ]
    : []),
];

// Stock and dates are what the widgets must cope with: one title sold out, two not out yet.
export const CATALOGUE: readonly SeedProduct[] = [
  {
    id: 'prod-sb7-print',
    sku: 'smashing-book-7-print',
    slug: 'smashing-book-7',
    name: 'Smashing Book 7 (Print)',
    type: 'book',
    description: 'Eight chapters on the craft of the web in 2026, hardcover, 432 pages.',
    price: 44,
    stockLevel: 120,
    crossSell: 'prod-sb7-companion',
    shippable: true,
    category: 'books',
    image: '/assets/img/book-7.svg',
  },
  {
    id: 'prod-sb7-companion',
    sku: 'smashing-book-7-companion-ebook',
    slug: 'smashing-book-7-companion-ebook',
    name: 'Smashing Book 7 (Companion eBook)',
    type: 'ebook',
    description: 'The eBook edition that comes free with every printed copy.',
    price: 0,
    category: 'ebooks',
    image: '/assets/img/book-7.svg',
    downloads: files('smashing-book-7'),
  },
  {
    id: 'prod-sb7-ebook',
    sku: 'smashing-book-7-ebook',
    slug: 'smashing-book-7-ebook',
    name: 'Smashing Book 7 (eBook)',
    type: 'ebook',
    description: 'PDF and ePUB, DRM-free.',
    price: 19,
    category: 'ebooks',
    image: '/assets/img/book-7.svg',
    downloads: files('smashing-book-7'),
  },
  {
    id: 'prod-sb7-bundle',
    sku: 'smashing-book-7-bundle',
    slug: 'smashing-book-7-bundle',
    name: 'Smashing Book 7 (Print + eBook)',
    type: 'bundle',
    description: 'The hardcover and the eBook, together for less.',
    price: 54,
    salePrice: 49,
    stockLevel: 80,
    shippable: true,
    category: 'books',
    image: '/assets/img/book-7.svg',
    downloads: files('smashing-book-7'),
  },
  {
    id: 'prod-inclusive-print',
    sku: 'inclusive-components-print',
    slug: 'inclusive-components',
    name: 'Inclusive Components (Print)',
    type: 'book',
    description: 'Accessible interface patterns, one component at a time.',
    price: 39,
    stockLevel: 0,
    shippable: true,
    category: 'books',
    image: '/assets/img/book-a11y.svg',
  },
  {
    id: 'prod-inclusive-ebook',
    sku: 'inclusive-components-ebook',
    slug: 'inclusive-components-ebook',
    name: 'Inclusive Components (eBook)',
    type: 'ebook',
    description: 'PDF and ePUB, DRM-free.',
    price: 19,
    category: 'ebooks',
    image: '/assets/img/book-a11y.svg',
    downloads: files('inclusive-components'),
  },
  {
    id: 'prod-scale-print',
    sku: 'success-at-scale-print',
    slug: 'success-at-scale',
    name: 'Success at Scale (Print, pre-order)',
    type: 'book',
    description: 'Case studies from teams who shipped big redesigns. Ships in February.',
    price: 44,
    stockLevel: 300,
    prereleaseDate: '2027-02-15',
    shippable: true,
    category: 'books',
    image: '/assets/img/book-perf.svg',
  },
  {
    id: 'prod-images-print',
    sku: 'image-optimization-print',
    slug: 'image-optimization',
    name: 'Image Optimization (Print, pre-order)',
    type: 'book',
    description: 'Formats, compression and delivery, revised edition. Ships in January.',
    price: 39,
    stockLevel: 150,
    prereleaseDate: '2027-01-20',
    shippable: true,
    category: 'books',
    image: '/assets/img/book-perf.svg',
  },
  {
    id: 'prod-forms-ebook',
    sku: 'form-design-patterns-ebook',
    slug: 'form-design-patterns-ebook',
    name: 'Form Design Patterns (eBook)',
    type: 'ebook',
    description: 'Forms that work for everyone, PDF and ePUB.',
    price: 19,
    category: 'ebooks',
    image: '/assets/img/book-forms.svg',
    downloads: files('form-design-patterns'),
  },
  {
    id: 'prod-job-fulltime',
    sku: 'job-post-fulltime',
    slug: 'job-post-fulltime',
    name: 'Job post: full-time position (60 days)',
    type: 'job post',
    description: 'A full-time role on the job board for 60 days, shared in the newsletter.',
    price: 299,
    category: 'jobs',
    image: '/assets/img/logo.svg',
  },
  {
    id: 'prod-job-freelance',
    sku: 'job-post-freelance',
    slug: 'job-post-freelance',
    name: 'Job post: freelance gig (30 days)',
    type: 'job post',
    description: 'A freelance gig on the job board for 30 days.',
    price: 149,
    category: 'jobs',
    image: '/assets/img/logo.svg',
  },
  {
    id: 'prod-conf-freiburg',
    sku: 'smashingconf-freiburg-2027',
    slug: 'smashingconf-freiburg-2027',
    name: 'SmashingConf Freiburg 2027 ticket',
    type: 'ticket',
    description: 'Two days of talks, one of workshops, September 2027.',
    price: 599,
    stockLevel: 200,
    category: 'events',
    image: '/assets/img/hero-event.svg',
  },
  {
    id: 'prod-conf-nyc',
    sku: 'smashingconf-nyc-2027',
    slug: 'smashingconf-nyc-2027',
    name: 'SmashingConf New York 2027 ticket',
    type: 'ticket',
    description: 'Two days of talks in Manhattan, October 2027.',
    price: 699,
    stockLevel: 150,
    category: 'events',
    image: '/assets/img/hero-event.svg',
  },
  {
    id: 'prod-webinar-a11y',
    sku: 'webinar-accessible-design-systems',
    slug: 'webinar-accessible-design-systems',
    name: 'Webinar: Accessible Design Systems',
    type: 'webinar',
    description: 'A live 90-minute session with Q&A, recording included.',
    price: 29,
    category: 'events',
    image: '/assets/img/hero-event.svg',
  },
  ...(['supporter', 'member', 'smashing'] as const).map((plan): SeedProduct => ({
    id: `prod-membership-${plan}`,
    sku: `membership-${plan}`,
    slug: `membership-${plan}`,
    name: `${plan.charAt(0).toUpperCase()}${plan.slice(1)} membership`,
    type: 'membership',
    description: `The ${plan} plan of the magazine's membership.`,
    price: PLAN_PRICES[plan].monthly,
    category: 'membership',
    image: '/assets/img/logo.svg',
    plans: plans(plan),
  })),
];

export const CATEGORIES = [
  { id: 'cat-books', slug: 'books', name: 'Printed books' },
  { id: 'cat-ebooks', slug: 'ebooks', name: 'eBooks' },
  { id: 'cat-jobs', slug: 'jobs', name: 'Job board' },
  { id: 'cat-events', slug: 'events', name: 'Events' },
  { id: 'cat-membership', slug: 'membership', name: 'Membership' },
] as const;

export const COUPONS = [
  {
    code: 'WELCOME10',
    name: '10% off your first order',
    kind: 'percent',
    value: 10,
    firstOrder: true,
  },
  { code: 'SMASHING5', name: '$5 off', kind: 'fixed', value: 5 },
  {
    code: 'SUMMER2025',
    name: 'Summer sale 2025',
    kind: 'percent',
    value: 20,
    expiresAt: '2025-09-01T00:00:00Z',
  },
] as const;
