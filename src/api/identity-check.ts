import type { User } from '@domain/user';
import { STORE_CONNECTION } from '@domain/session';
import { connectionError } from '@domain/messages';
import { siteRefusal } from './core/errors';
import { isRecord, readJson } from './core/json';
import { send } from './core/send';

/**
 * Asks the identity service who an access token belongs to now (GET /user), with a plain
 * request: the page that only shows who is reading needs no identity client for it. A token
 * the service refuses is an ApiError with its status (401: the session ended elsewhere).
 */
export async function checkUser(identityUrl: string, accessToken: string): Promise<User> {
  const answer = await send(
    `${identityUrl}/user`,
    { headers: { Authorization: `Bearer ${accessToken}` } },
    { timeoutMs: STORE_CONNECTION.timeoutMs },
  );
  const body = readJson(answer, siteRefusal);
  if (!isRecord(body) || typeof body.email !== 'string') {
    throw connectionError(answer.response.status);
  }
  return body as unknown as User;
}
