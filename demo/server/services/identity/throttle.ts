import type { Db } from '../../backend/db';

/**
 * Counts failures per key in a sliding window, in the database (060_shared_process_state.sql):
 * a password guesser spreading attempts over several processes is slowed down as much as one
 * asking a single process. Requests racing at the very limit may each get one more try; the
 * limit slows guessing down, it is no exact quota.
 */
export class Throttle {
  constructor(
    private readonly db: Db,
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  private since = (now: Date) => new Date(now.getTime() - this.windowMs);

  async blocked(key: string, now: Date): Promise<boolean> {
    const [row] = await this.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM identity_login_failures
       WHERE login = $1 AND failed_at > $2 AND failed_at <= $3`,
      [key, this.since(now), now],
    );
    return (row?.count ?? 0) >= this.limit;
  }

  async fail(key: string, now: Date): Promise<void> {
    await this.db.query('INSERT INTO identity_login_failures (login, failed_at) VALUES ($1, $2)', [
      key,
      now,
    ]);
    // What has left the window counts no more: the table holds recent failures only.
    await this.db.query(
      'DELETE FROM identity_login_failures WHERE login = $1 AND failed_at <= $2',
      [key, this.since(now)],
    );
  }

  async clear(key: string): Promise<void> {
    await this.db.query('DELETE FROM identity_login_failures WHERE login = $1', [key]);
  }
}
