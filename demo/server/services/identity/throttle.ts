import type { Db } from '../../backend/db';

/**
 * Counts attempts per subject in a sliding window, in the database (throttle_counts): a
 * guesser spreading attempts over several processes is slowed down as much as one asking a
 * single process. Each throttle has a scope of its own, a name the server gives it
 * (`identity.login.client`): a subject a client writes (a username, an email) is only ever
 * compared with the subjects of the same scope, so no name reaches another throttle's count.
 * Attempts on one subject take a lock on it for their count, so a burst over several
 * processes never gets more than the limit.
 */
export class Throttle {
  constructor(
    private readonly db: Db,
    private readonly scope: string,
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  private since = (now: Date) => new Date(now.getTime() - this.windowMs);

  /**
   * Counts an attempt before it is judged, for callers that answer a burst at once. The
   * subject's lock (held to the end of the transaction) orders a burst: without it, PostgreSQL
   * hands out ids before their rows are visible, and an attempt counting while an earlier
   * one's row is still uncommitted passed the limit. Every attempt in the window counts, even
   * one stamped later than this one's clock: a burst's requests read the clock before they
   * queue for the lock, so a later stamp is usually an earlier arrival. A refused attempt is
   * taken back (it was never judged); one that turns out right is forgiven too. Answers the
   * attempt's id, or undefined when the subject is over its limit.
   */
  async attempt(subject: string, now: Date): Promise<string | undefined> {
    return this.db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1), hashtext($2))', [
        this.scope,
        subject,
      ]);
      await tx.query(
        'DELETE FROM throttle_counts WHERE scope = $1 AND subject = $2 AND counted_at <= $3',
        [this.scope, subject, this.since(now)],
      );
      const [counted] = await tx.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM throttle_counts
         WHERE scope = $1 AND subject = $2 AND counted_at > $3`,
        [this.scope, subject, this.since(now)],
      );
      if ((counted?.count ?? 0) >= this.limit) return undefined;
      const [row] = await tx.query<{ id: string }>(
        `INSERT INTO throttle_counts (scope, subject, counted_at) VALUES ($1, $2, $3)
         RETURNING id`,
        [this.scope, subject, now],
      );
      return String(row?.id);
    });
  }

  /** Takes back an attempt of `attempt` that succeeded: it was no failure. */
  async forgive(id: string): Promise<void> {
    await this.db.query('DELETE FROM throttle_counts WHERE id = $1', [id]);
  }

  async clear(subject: string): Promise<void> {
    await this.db.query('DELETE FROM throttle_counts WHERE scope = $1 AND subject = $2', [
      this.scope,
      subject,
    ]);
  }
}
