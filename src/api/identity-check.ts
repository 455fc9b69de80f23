import type { User } from '@domain/user';
import { STORE_CONNECTION } from '@domain/session';
import { ApiError } from '@domain/errors';
import { send } from './core/send';

/**
 * Asks the identity service who an access token belongs to now (GET /user), with a plain
 * request: the page that only shows who is reading needs no identity client for it. A token
 * the service refuses is an ApiError with its status (401: the session ended elsewhere).
 */
export async function checkUser(identityUrl: string, accessToken: string): Promise<User> {
  const { response, text } = await send(
    `${identityUrl}/user`,
    { headers: { Authorization: `Bearer ${accessToken}` } },
    { timeoutMs: STORE_CONNECTION.timeoutMs },
  );
  const body = JSON.parse(text || 'null') as unknown;
  if (!response.ok || typeof body !== 'object' || body === null || !('email' in body)) {
    throw new ApiError('The session could not be checked', response.status);
  }
  return body as User;
}
