import { identityError } from '../../backend/http';
import { MIN_PASSWORD_LENGTH, validateEmail } from '@domain';
import { normaliseEmail } from './users';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** How long each email link works. */
export const CONFIRMATION_TTL = 24 * HOUR;
export const RECOVERY_TTL = HOUR;
export const EMAIL_CHANGE_TTL = 24 * HOUR;
/** A mail of the same kind is not sent twice within this (GoTrue's rule). */
export const RESEND_INTERVAL = MINUTE;
// One rule with the forms: MemberAccountDetails checks this length before asking, Signup hints it.
const MIN_PASSWORD = MIN_PASSWORD_LENGTH;
// scrypt costs the same whatever the length; the cap only keeps absurd inputs out.
const MAX_PASSWORD = 1024;

export const TOO_SOON = 'For security purposes, you can only request this once every 60 seconds';

export const olderThan = (sent: Date | null, ms: number, now: Date) =>
  !sent || now.getTime() - new Date(sent).getTime() > ms;

export function checkEmail(email: string): string {
  const problem = validateEmail(email);
  if (problem) throw identityError(422, problem);
  return normaliseEmail(email);
}

export function checkPassword(password: string): string {
  if (password.length < MIN_PASSWORD) {
    throw identityError(422, `Password should be at least ${MIN_PASSWORD} characters`);
  }
  if (password.length > MAX_PASSWORD) throw identityError(422, 'Password is too long');
  return password;
}
