/**
 * The database gone for a while (a restart, a failover, a network cut): what every service
 * answers then, and how its errors are told apart from a fault of ours. A request meeting the
 * outage gets a 503 with Retry-After in its service's shape, never a 500 and never a wait: the
 * clients try again, and the process serves as soon as the database is back (a new
 * connection per request that finds the pool's old ones gone).
 */

/** Seconds a client is asked to wait before trying again. */
export const RETRY_AFTER_SECONDS = 5;

/** The words of the 503, in every service's shape. */
export const UNAVAILABLE = 'The service is briefly unavailable; please try again in a few seconds';

/** The headers of an answer given while the database is away. */
export const outageHeaders = (): Record<string, string> => ({
  'Retry-After': String(RETRY_AFTER_SECONDS),
  'Cache-Control': 'no-store',
});

/** A database operation that could not reach the database, or lost it on the way. */
export class DatabaseUnavailable extends Error {
  constructor(cause: unknown) {
    super(
      `The database is unavailable: ${cause instanceof Error ? cause.message : String(cause)}`,
      { cause },
    );
  }
}

// SQLSTATEs of a server going or gone: class 08 (connection exception), 57P01 admin_shutdown
// (`pg_ctl stop -m fast`), 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up or
// shutting down), 53300 too_many_connections. Then the socket errors of a server not there.
const DOWN =
  /^(08\w{3}|57P0[123]|53300|ECONNREFUSED|ECONNRESET|EPIPE|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH|EAI_AGAIN)$/;

/** Whether an error says the database is away, not that a statement was wrong. */
export function isDatabaseDown(error: unknown): boolean {
  if (error instanceof DatabaseUnavailable) return true;
  const code =
    typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' && DOWN.test(code);
}

let reported = 0;

/**
 * Says once in a while, not once per request, that answers are 503s because the database is
 * away: an outage under load would otherwise write a stack per request.
 */
export function reportOutage(error: unknown, now = Date.now()): void {
  if (now - reported < RETRY_AFTER_SECONDS * 1000) return;
  reported = now;
  const cause = error instanceof DatabaseUnavailable ? error.cause : error;
  console.error(
    `reference backend: the database is unavailable, answering 503 (${cause instanceof Error ? cause.message : String(cause)})`,
  );
}
