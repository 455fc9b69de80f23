import { z } from 'zod';
import { seedData } from '../../backend/seed-data';
import { PLAN_PRICES, STUDENT_SMASHING_YEARLY_PRICE } from '@domain';
import type { Plan } from '@domain';
import categories from './categories.json';
import coupons from './coupons.json';
import products from './products.json';

/** A product of products.json; `files` names the book whose PDF and ePUB it downloads. */
const seedProduct = z.object({
  id: z.string(),
  sku: z.string(),
  slug: z.string(),
  name: z.string(),
  type: z.enum(['book', 'ebook', 'bundle', 'ticket', 'job post', 'webinar', 'membership']),
  description: z.string(),
  price: z.number(),
  salePrice: z.number().optional(),
  stockLevel: z.number().optional(),
  prereleaseDate: z.string().optional(),
  crossSell: z.string().optional(),
  shippable: z.boolean().optional(),
  category: z.string(),
  image: z.string(),
  files: z.string().optional(),
  // A product sold in variants (a ticket's tier): its options and the values making each.
  options: z
    .array(
      z.object({
        id: z.string(),
        name: z.string(),
        variant: z.boolean().optional(),
        values: z.array(z.object({ id: z.string(), name: z.string(), price: z.number() })),
      }),
    )
    .optional(),
  variants: z
    .array(z.object({ id: z.string(), name: z.string(), option_value_ids: z.array(z.string()) }))
    .optional(),
});

/** One product of the demo catalogue, as seeded into the `products` table. */
export type SeedProduct = Omit<z.infer<typeof seedProduct>, 'files'> & {
  readonly downloads?: readonly { id: string; name: string; format: string }[];
  readonly plans?: readonly { id: string; name: string; price: number; interval: string }[];
};

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

// The membership plans are products too; their prices are the domain's (PLAN_PRICES).
const memberships = (['supporter', 'member', 'smashing'] as const).map((plan): SeedProduct => ({
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
}));

// Stock and dates are what the widgets must cope with: one title sold out, two not out yet.
export const CATALOGUE: readonly SeedProduct[] = [
  ...seedData(z.array(seedProduct), products, 'storefront/products.json').map(
    ({ files: book, ...product }): SeedProduct => ({
      ...product,
      ...(book !== undefined && { downloads: files(book) }),
    }),
  ),
  ...memberships,
];

export const CATEGORIES: readonly { id: string; slug: string; name: string }[] = categories;

export const COUPONS = coupons;
