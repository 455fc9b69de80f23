import type { Db } from '../backend/db';
import { seedComments } from './comments/seed';
import { seedDemoMembers } from './identity/demo-members';
import { seedArticles } from './search/seed';
import { seedSiteContent } from './site/seed';
import { seedCatalogue } from './storefront/seed';

/**
 * Fills an empty database with the demo's catalogue, articles, members and the rest. Each
 * service contributes its seed here; each seed must be idempotent (skip when present).
 */
export async function seed(db: Db): Promise<void> {
  await seedDemoMembers(db);
  await seedArticles(db);
  await seedSiteContent(db);
  // After the members: comments from their addresses are tied to their accounts.
  await seedComments(db);
  await seedCatalogue(db);
}
