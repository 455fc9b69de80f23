import type { Db } from '../../backend/db';

/**
 * Counts failures per key in a sliding window, in the database (060_shared_process_state.sql):
 * a password guesser spreading attempts over several processes is slowed down as much as one
 * asking a single process. Attempts on one key take a lock on it for their count, so a burst
 * over several processes never gets more than the limit.
 */
export class Throttle {
  constructor(
    private readonly db: Db,
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  private since = (now: Date) => new Date(now.getTime() - this.windowMs);

  /**
   * Counts an attempt before it is judged, for callers that answer a burst at once. The key's
   * lock (held to the end of the transaction) orders a burst: without it, PostgreSQL hands out
   * ids before their rows are visible, and an attempt counting while an earlier one's row is
   * still uncommitted passed the limit. Every attempt in the window counts, even one stamped
   * later than this one's clock: a burst's requests read the clock before they queue for the
   * lock, so a later stamp is usually an earlier arrival. A refused attempt is taken back (it
   * was never judged); one that turns out right is forgiven too. Answers the attempt's id, or
   * undefined when the key is over its limit.
   */
  async attempt(key: string, now: Date): Promise<string | undefined> {
    return this.db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [key]);
      await tx.query('DELETE FROM identity_login_failures WHERE login = $1 AND failed_at <= $2', [
        key,
        this.since(now),
      ]);
      const [counted] = await tx.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM identity_login_failures
         WHERE login = $1 AND failed_at > $2`,
        [key, this.since(now)],
      );
      if ((counted?.count ?? 0) >= this.limit) return undefined;
      const [row] = await tx.query<{ id: string }>(
        'INSERT INTO identity_login_failures (login, failed_at) VALUES ($1, $2) RETURNING id',
        [key, now],
      );
      return String(row?.id);
    });
  }

  /** Takes back an attempt of `attempt` that succeeded: it was no failure. */
  async forgive(id: string): Promise<void> {
    await this.db.query('DELETE FROM identity_login_failures WHERE id = $1', [id]);
  }

  async clear(key: string): Promise<void> {
    await this.db.query('DELETE FROM identity_login_failures WHERE login = $1', [key]);
  }
}
