import { expect } from 'vitest';

/** A service's error body, as its own clients read it (docs/contracts.md). */
type Shape = (body: unknown) => boolean;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) => typeof value === 'string' && value.length > 0;

const identity: Shape = (b) => isObject(b) && typeof b.code === 'number' && text(b.msg);
const store: Shape = (b) =>
  isObject(b) && isObject(b.error) && text(b.error.message) && text(b.error.code);
// The token endpoint refuses a grant in OAuth's shape; its router (405) speaks GoTrue's own.
const token: Shape = (b) =>
  (isObject(b) && text(b.error) && text(b.error_description)) || identity(b);
const site: Shape = (b) => isObject(b) && text(b.msg);
const search: Shape = (b) => isObject(b) && text(b.message) && typeof b.status === 'number';
const vault: Shape = (b) => isObject(b) && typeof b.$status === 'number' && b.$error !== undefined;
const provider: Shape = (b) =>
  isObject(b) &&
  isObject(b.error) &&
  text(b.error.type) &&
  text(b.error.code) &&
  text(b.error.message);

// PayPal's REST errors: a name, a message, and the issues one by one.
const paypal: Shape = (b) =>
  isObject(b) &&
  text(b.name) &&
  text(b.message) &&
  Array.isArray(b.details) &&
  b.details.every((d) => isObject(d) && text(d.issue) && text(d.description));

/** The error shape of the service a path belongs to; undefined for the static site. */
export function shapeOf(path: string): { name: string; check: Shape } | undefined {
  const table: [RegExp, string, Shape][] = [
    [/^\/api(\/|$)/, 'storefront', store],
    [/^\/identity\/token\/?$/, 'identity token', token],
    [/^\/identity(\/|$)/, 'identity', identity],
    [/^\/(site-api|downloads|comments|comments-api|ads)(\/|$)/, 'site', site],
    [/^\/search(\/|$)/, 'search', search],
    [/^\/vault\/approve\//, 'approval page', () => true],
    [/^\/vault(\/|$)/, 'vault', vault],
    [/^\/providers\/stripe\/v1(\/|$)/, 'card provider', provider],
    [/^\/providers\/paypal\/(v2|checkoutnow)(\/|$)/, 'wallet', paypal],
  ];
  const found = table.find(([pattern]) => pattern.test(path));
  return found && { name: found[1], check: found[2] };
}

/** Parses a body as JSON, or undefined when it is not JSON. */
export const jsonOf = (raw: string): unknown => {
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
};

/**
 * Expects a refusal: the status (the vault answers 200 with its status inside) and a body in
 * the error shape of the path's service.
 */
export function expectRefusal(path: string, status: number, raw: string, expected: number) {
  const shape = shapeOf(path);
  const body = jsonOf(raw);
  if (shape?.name === 'vault') {
    expect(status, raw).toBe(200);
    expect((body as { $status?: number } | undefined)?.$status, raw).toBe(expected);
  } else expect(status, raw).toBe(expected);
  expect(shape?.check(body), `${shape?.name ?? 'static'} shape: ${raw}`).toBe(true);
}
