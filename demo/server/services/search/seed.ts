import type { Db } from '../../backend/db';
import { ARTICLES, ARTICLES_INDEX } from './articles';

/** Indexes the seed articles; idempotent (records already present are kept as they are). */
export async function seedArticles(db: Db): Promise<void> {
  for (const article of ARTICLES) {
    await db.query(
      `INSERT INTO search_records (index_name, object_id, record) VALUES ($1, $2, $3)
       ON CONFLICT (index_name, object_id) DO NOTHING`,
      [ARTICLES_INDEX, article.objectID, JSON.stringify(article)],
    );
  }
}
