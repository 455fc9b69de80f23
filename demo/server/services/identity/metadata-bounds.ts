import { identityError } from '../../backend/errors';

// A member's profile (user_metadata) travels in every access token, so it is kept small:
// what the widgets keep there (a name, a shipping address, a date) takes a few hundred bytes.

/** Keys one profile holds. */
export const MAX_METADATA_KEYS = 20;
/** Characters of one key's name. */
export const MAX_METADATA_KEY_LENGTH = 64;
/** One key's value, as JSON. */
export const MAX_METADATA_VALUE_BYTES = 2 * 1024;
/** The whole profile, as JSON. */
export const MAX_METADATA_BYTES = 4 * 1024;

type Metadata = Record<string, unknown>;

const bytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value) ?? '', 'utf8');

const tooLarge = (msg: string) => identityError(422, msg);

/**
 * Refuses, in GoTrue's shape (422), a profile change that leaves the profile past a bound:
 * `patch` is what the client sent (each key and value is checked), `after` the profile it
 * makes. A profile already past a bound (stored before them) may still shrink: only what
 * grows it is refused.
 */
export function checkMetadata(before: Metadata, patch: Metadata, after: Metadata): void {
  for (const [key, value] of Object.entries(patch)) {
    if (key.length > MAX_METADATA_KEY_LENGTH) {
      throw tooLarge(`user_metadata keys are limited to ${MAX_METADATA_KEY_LENGTH} characters`);
    }
    if (value !== null && bytes(value) > MAX_METADATA_VALUE_BYTES) {
      throw tooLarge(`user_metadata.${key} is limited to ${MAX_METADATA_VALUE_BYTES / 1024} KB`);
    }
  }
  const keys = Object.keys(after).length;
  if (keys > MAX_METADATA_KEYS && keys > Object.keys(before).length) {
    throw tooLarge(`user_metadata is limited to ${MAX_METADATA_KEYS} keys`);
  }
  const size = bytes(after);
  if (size > MAX_METADATA_BYTES && size > bytes(before)) {
    throw tooLarge(`user_metadata is limited to ${MAX_METADATA_BYTES / 1024} KB in all`);
  }
}

/**
 * The profile as a token carries it: within the bounds whatever the database holds. A profile
 * stored before the bounds keeps, in its own order, the keys that fit; the member still has
 * the rest (GET /user) and can remove it.
 */
export function tokenMetadata(metadata: Metadata): Metadata {
  const kept: Metadata = {};
  let size = 2;
  for (const [key, value] of Object.entries(metadata)) {
    if (Object.keys(kept).length >= MAX_METADATA_KEYS) break;
    if (key.length > MAX_METADATA_KEY_LENGTH) continue;
    const entry = bytes(key) + 1 + bytes(value) + 1;
    if (bytes(value) > MAX_METADATA_VALUE_BYTES || size + entry > MAX_METADATA_BYTES) continue;
    kept[key] = value;
    size += entry;
  }
  return kept;
}
