import { createHash } from 'node:crypto';
import type { Db } from '../../backend/db';
import { isMember } from '@domain';

/** A published comment as the thread files serve it (docs/contracts.md, Comments). */
export interface PublicComment {
  id: number;
  parent: number | null;
  author: string;
  verified: boolean;
  twitter: string | null;
  /** Of the lowercased email, for the avatar; the email itself is never served. */
  md5: string;
  www: string | null;
  body: string;
  date: string;
}

interface Row {
  id: string;
  parent: string | null;
  author: string;
  email: string;
  www: string | null;
  twitter: string | null;
  body: string;
  created_at: Date;
  /** Of the account the comment was posted from, if any (null otherwise). */
  app_metadata: unknown;
}

export const emailMd5 = (email: string): string =>
  createHash('md5').update(email.trim().toLowerCase()).digest('hex');

const toPublic = (row: Row): PublicComment => ({
  id: Number(row.id),
  parent: row.parent === null ? null : Number(row.parent),
  author: row.author,
  // Judged when served, so the badge follows the account's current plan.
  verified: isMember({ app_metadata: row.app_metadata }),
  twitter: row.twitter,
  md5: emailMd5(row.email),
  www: row.www,
  body: row.body,
  date: new Date(row.created_at).toISOString(),
});

// Joined by account, never by email: an address anyone can type proves nothing.
const SELECT = `SELECT c.*, u.app_metadata FROM comments c
  LEFT JOIN identity_users u ON u.id = c.user_id`;

export async function publishedComments(db: Db, thread: string): Promise<PublicComment[]> {
  const rows = await db.query<Row>(
    `${SELECT} WHERE c.thread = $1 AND c.status = 'published' ORDER BY c.created_at, c.id`,
    [thread],
  );
  return rows.map(toPublic);
}

export async function publishedCount(db: Db, thread: string): Promise<number> {
  const [row] = await db.query<{ count: string | number }>(
    "SELECT count(*) AS count FROM comments WHERE thread = $1 AND status = 'published'",
    [thread],
  );
  return Number(row?.count ?? 0);
}

/** Whether a published comment of the thread exists (a reply's parent). */
export async function isPublished(db: Db, thread: string, id: number): Promise<boolean> {
  const rows = await db.query(
    "SELECT 1 FROM comments WHERE id = $1 AND thread = $2 AND status = 'published'",
    [id, thread],
  );
  return rows.length > 0;
}

/** Whether the thread has any comment at all (seeding leaves such threads alone). */
export async function hasComments(db: Db, thread: string): Promise<boolean> {
  return (await db.query('SELECT 1 FROM comments WHERE thread = $1 LIMIT 1', [thread])).length > 0;
}

export interface NewComment {
  thread: string;
  parent: number | null;
  author: string;
  email: string;
  www: string | null;
  twitter: string | null;
  /** Already sanitised. */
  body: string;
  status: 'published' | 'pending';
  /** The account whose access token came with the comment, for the same email address. */
  userId: string | null;
  createdAt: Date;
}

export async function insertComment(db: Db, c: NewComment): Promise<PublicComment> {
  const [inserted] = await db.query<{ id: string }>(
    `INSERT INTO comments
       (thread, parent, author, email, www, twitter, body, status, user_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
    [
      c.thread,
      c.parent,
      c.author,
      c.email,
      c.www,
      c.twitter,
      c.body,
      c.status,
      c.userId,
      c.createdAt,
    ],
  );
  const [row] = await db.query<Row>(`${SELECT} WHERE c.id = $1`, [inserted?.id]);
  if (!row) throw new Error('comments: the row written is gone');
  return toPublic(row);
}
