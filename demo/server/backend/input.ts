import { passwordParam } from '@domain/forms';
import type { ErrorShape } from './errors';

/**
 * The backend's one input boundary. Whatever a request carries (a JSON or form body, a path
 * segment, a query string) passes here before a route sees it, so no route and no query has
 * to know what PostgreSQL cannot store: NUL in text, a lone UTF-16 surrogate in jsonb, or
 * JSON nested deep enough to exhaust a parser or the database's stack. Each is the client's
 * mistake, answered with a 400 in the service's own error shape. So is a password in a query
 * string: it is refused on every route, before anything reads it.
 */

/** Deeper than any body a client of ours sends (a cart patch is four levels). */
export const MAX_JSON_DEPTH = 32;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** What is wrong with a piece of text, if anything. */
export function textProblem(text: string): string | undefined {
  if (text.includes('\u0000')) return 'contains a NUL character';
  if (LONE_SURROGATE.test(text)) return 'contains a lone surrogate (not valid Unicode)';
  return undefined;
}

/** Refuses text that cannot be stored; `where` names it in the message. */
export function checkText(text: string, where: string, shape: ErrorShape): string {
  const problem = textProblem(text);
  if (problem) throw shape(400, `${where} ${problem}`, 'invalid_input');
  return text;
}

/**
 * The nesting depth of JSON text, counted over brackets outside strings, without parsing: a
 * body nested thousands deep is refused before `JSON.parse` walks it.
 */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '[' || c === '{') deepest = Math.max(deepest, ++depth);
    else if (c === ']' || c === '}') depth--;
  }
  return deepest;
}

/** Refuses JSON text nested past MAX_JSON_DEPTH. */
export function checkJsonDepth(text: string, shape: ErrorShape): void {
  if (jsonDepth(text) > MAX_JSON_DEPTH) {
    throw shape(400, `JSON nested deeper than ${MAX_JSON_DEPTH} levels`, 'invalid_input');
  }
}

/** Checks every key and string of a parsed value (a JSON body, a parsed query string). */
export function checkValue(value: unknown, where: string, shape: ErrorShape): void {
  if (typeof value === 'string') checkText(value, where, shape);
  else if (Array.isArray(value)) value.forEach((item) => checkValue(item, where, shape));
  else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      checkText(key, `${where} key`, shape);
      checkValue(item, `${where} ${key}`, shape);
    }
  }
}

/** Checks every name and value of a query string or form, as they decode. */
export function checkParams(params: URLSearchParams, where: string, shape: ErrorShape): void {
  for (const [name, value] of params) {
    checkText(name, where, shape);
    checkText(value, `${where} ${name}`, shape);
  }
}

/**
 * Refuses a query string that carries a password (`?password=`, `new-password`, ...; never
 * `password_token`, a link's secret): an address ends up in the history, in every log and
 * proxy on the way, and in the next request's Referer. The message names the parameter only.
 */
export function refusePasswordInQuery(params: URLSearchParams, shape: ErrorShape): void {
  const name = passwordParam(params);
  if (name === undefined) return;
  throw shape(
    400,
    `A password never goes in an address: send ${JSON.stringify(name)} in the request body`,
    'password_in_query',
  );
}
