import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Db } from '../../backend/db';
import { newId } from '../../backend/ids';

/**
 * A form sent before its page's code ran, kept until the page, back again, asks for it. The
 * database holds it sealed (AES-256-GCM) under a key it does not keep: the key travels in
 * the fragment of the address the reader is sent back to (`#mw-held={id}.{key}`, which no
 * request carries and the loader takes out of the address at once), so a copy of the
 * database gives nothing away. It lives two minutes and is given once.
 */
export interface HeldForm {
  readonly form: string;
  readonly fields: readonly (readonly [string, string])[];
}

/** How long a held form waits for its page: its loader is on its way, or never comes. */
export const HELD_FOR_MS = 2 * 60 * 1000;

/**
 * The cookie that names the held form for the browser that sent it, on the services' form
 * path: whoever holds the fragment but not the cookie gets the form without its passwords,
 * and it is not sent for them (services/forms/service.ts).
 */
export const HELD_COOKIE = 'mw-held';

const seal = (key: Buffer, form: HeldForm): string => {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(form), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
};

const open = (key: Buffer, sealed: string): HeldForm | undefined => {
  try {
    const raw = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    const text = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]);
    return JSON.parse(text.toString('utf8')) as HeldForm;
  } catch {
    return undefined; // Another key (a forged cookie) or a changed row: nothing to give.
  }
};

/** Keeps `form`; answers its id and the `{id}.{key}` that takes it back. */
export async function holdForm(
  db: Db,
  form: HeldForm,
  now: Date,
): Promise<{ readonly id: string; readonly ticket: string }> {
  const id = newId('held');
  const key = randomBytes(32);
  // The old ones go as new ones come: no timer runs in a process.
  await db.query('DELETE FROM held_forms WHERE expires_at < $1', [now]);
  await db.query('INSERT INTO held_forms (id, sealed, expires_at) VALUES ($1, $2, $3)', [
    id,
    seal(key, form),
    new Date(now.getTime() + HELD_FOR_MS),
  ]);
  return { id, ticket: `${id}.${key.toString('base64url')}` };
}

/** The id a ticket names, if it is one. */
export const heldId = (ticket: string): string | undefined => {
  const id = ticket.split('.')[0] ?? '';
  return /^held_[0-9a-f]{24}$/.test(id) ? id : undefined;
};

/** The form a ticket names, once and within its time; undefined otherwise. */
export async function takeHeldForm(
  db: Db,
  ticket: string,
  now: Date,
): Promise<HeldForm | undefined> {
  const id = heldId(ticket);
  const key = ticket.split('.')[1];
  if (!id || !key) return undefined;
  // Deleted as it is read: two requests with the one ticket get it once between them.
  const [row] = await db.query<{ sealed: string; expires_at: Date | string }>(
    'DELETE FROM held_forms WHERE id = $1 RETURNING sealed, expires_at',
    [id],
  );
  if (!row || new Date(row.expires_at).getTime() < now.getTime()) return undefined;
  const secret = Buffer.from(key, 'base64url');
  return secret.length === 32 ? open(secret, row.sealed) : undefined;
}
