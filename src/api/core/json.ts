import { connectionError } from '@domain/messages';
import type { ApiError } from '@domain/errors';
import type { HttpAnswer } from './send';

/** What a body that is not JSON parses to: nothing in it can be trusted. */
export const MALFORMED = Symbol('malformed');

/** The body as JSON: null when empty, MALFORMED when it is not JSON. */
export function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return MALFORMED;
  }
}

export { isRecord } from '@domain/json';

/** How a service's refusal (a non-2xx answer) reads, from its parsed body and status. */
export type Refusal = (body: unknown, status: number) => ApiError;

/**
 * A JSON answer's body. A refusal becomes the service's own error; a 2xx body that is not
 * JSON is a broken connection whatever the status said.
 */
export function readJson(answer: HttpAnswer, refusal: Refusal): unknown {
  const { response, text } = answer;
  const body = parseJson(text);
  if (!response.ok) throw refusal(body, response.status);
  if (body === MALFORMED) throw connectionError(response.status);
  return body;
}
