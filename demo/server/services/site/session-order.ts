import type { IncomingMessage } from 'node:http';
import type { Db } from '../../backend/db';

/** The storefront session's cookie (docs/contracts.md: `swell-session`, path=/). */
const SESSION_COOKIE = 'swell-session';
/** Session ids as the storefront issues them (storefront/store.ts). */
const SESSION_ID = /^[A-Za-z0-9_-]{16,80}$/;

function cookie(req: IncomingMessage, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(/;\s*/)) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq) === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/**
 * The storefront session a request names: its `X-Session` header, as the widgets send it to
 * a site API on another origin (no cookie of the site's travels there), else the session
 * cookie a request on the site's own origin carries.
 */
function requestSession(req: IncomingMessage): string | undefined {
  const header = req.headers['x-session'];
  if (typeof header === 'string' && header !== '') return header;
  return cookie(req, SESSION_COOKIE);
}

/**
 * Whether the request comes from the storefront session that placed this order as its last
 * one: the buyer who just paid, on the confirmation page, as guest. It opens only the
 * session's latest order (what `GET /cart/order` shows it too), never an older one, and a
 * later order of the same session closes it again.
 */
export async function placedInSession(
  db: Db,
  req: IncomingMessage,
  orderId: string,
): Promise<boolean> {
  const session = requestSession(req);
  if (!session || !SESSION_ID.test(session)) return false;
  const rows = await db.query<{ id: string }>(
    'SELECT id FROM store_sessions WHERE id = $1 AND last_order_id = $2',
    [session, orderId],
  );
  return rows.length > 0;
}
