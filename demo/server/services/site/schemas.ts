import { z } from 'zod';

// Inputs of the site API. Unknown keys are stripped rather than refused: clients of several
// versions call it, and none of them can set anything a schema does not name.

/** Order ids as the storefront writes them (`ord_...`); anything else cannot be one. */
export const orderId = z.string().regex(/^[\w-]{1,64}$/, 'Not an order id');

/** Download ids as the catalogue names them (`smashing-book-7-pdf`). */
export const downloadId = z.string().regex(/^[\w.-]{1,100}$/, 'Not a download id');

export const orderQuery = z.object({
  // The secret of the order's confirmation link (orders.metadata.key).
  key: z.string().min(1).max(200).optional(),
});

const pageNumber = z.coerce.number().int().min(1).max(10_000);

export const ordersQuery = z.object({
  page: pageNumber.default(1),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});

const csv = z
  .string()
  .max(2000)
  .transform((value) =>
    value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  );

export const productsQuery = z.object({
  type: z.string().max(40).optional(),
  sku: csv.optional(),
});

export const marketQuery = z.object({
  commitment: z.enum(['full-time', 'freelance']).optional(),
  type: z.string().max(40).optional(),
  remote: z.enum(['true', 'false']).optional(),
});

/** A moment as ISO 8601 or epoch milliseconds, whichever the client keeps. */
const instant = z
  .union([z.iso.datetime({ offset: true }), z.number().int().min(0).max(8.64e15)])
  .transform((value) => new Date(value).toISOString());

export const meUpdateBody = z
  .object({
    email: z.string().max(320).optional(),
    updatedAt: instant.optional(),
  })
  .refine((body) => body.email !== undefined || body.updatedAt !== undefined, {
    message: 'Send the new email, updatedAt, or both',
  });

export const accountBody = z.object({
  password: z.string().min(1).max(1024).optional(),
});

// A missing jwt is a 401 (no credentials), not malformed input, so it stays optional here.
export const downloadQuery = z.object({ jwt: z.string().max(8192).optional() });
