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

  /**
   * Counts an attempt before it is judged, for callers that answer a burst at once. An attempt
   * is judged by the ones that arrived before it (lower ids), not by all it can see: when a
   * burst's rows are all written before any is counted, each would see the whole burst, all
   * be refused and taken back, and leave the window empty for the next guess. In arrival
   * order the first `limit` pass and the rest are refused, however the queries interleave.
   * A refused attempt is taken back (it was never judged); one that turns out right is
   * forgiven too. Answers the attempt's id, or undefined when the key is over its limit.
   */
  async attempt(key: string, now: Date): Promise<string | undefined> {
    const [row] = await this.db.query<{ id: string }>(
      'INSERT INTO identity_login_failures (login, failed_at) VALUES ($1, $2) RETURNING id',
      [key, now],
    );
    const id = String(row?.id);
    await this.db.query(
      'DELETE FROM identity_login_failures WHERE login = $1 AND failed_at <= $2',
      [key, this.since(now)],
    );
    const [counted] = await this.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM identity_login_failures
       WHERE login = $1 AND failed_at > $2 AND failed_at <= $3 AND id <= $4`,
      [key, this.since(now), now, id],
    );
    if ((counted?.count ?? 0) <= this.limit) return id;
    await this.forgive(id);
    return undefined;
  }

  /** Takes back an attempt of `attempt` that succeeded: it was no failure. */
  async forgive(id: string): Promise<void> {
    await this.db.query('DELETE FROM identity_login_failures WHERE id = $1', [id]);
  }

  async clear(key: string): Promise<void> {
    await this.db.query('DELETE FROM identity_login_failures WHERE login = $1', [key]);
  }
}
