import type { z } from 'zod';

/**
 * Seed data read from a service's JSON file, checked against its schema: a typo in the file
 * stops the first start with the file's name, instead of seeding a row no page can show.
 */
export function seedData<T extends z.ZodType>(schema: T, data: unknown, file: string): z.infer<T> {
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new Error(`${file}: ${parsed.error.message}`);
  return parsed.data;
}
