import { createHash, randomBytes } from 'node:crypto';

/** A token for an email link or a refresh: 32 random bytes, URL-safe. */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** What is stored of a token: its SHA-256, so the database alone cannot be replayed. */
export const tokenHash = (token: string): string =>
  createHash('sha256').update(token).digest('base64url');
