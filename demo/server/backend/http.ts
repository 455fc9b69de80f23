import type { IncomingMessage, ServerResponse } from 'node:http';
import type { z } from 'zod';
import { UNAVAILABLE, isDatabaseDown, outageHeaders, reportOutage } from './db-outage';
import { HttpError } from './errors';
import type { ErrorShape } from './errors';
import { checkJsonDepth, checkParams, checkValue } from './input';

/** Bodies over this are refused with 413 before they are read in full. */
export const MAX_BODY_BYTES = 256 * 1024;

export { HttpError, identityError, siteError, storeError, tokenError } from './errors';
export type { ErrorShape } from './errors';

/** Reads a request body as text, refusing bodies over the limit. */
export async function readText(
  req: IncomingMessage,
  shape: ErrorShape,
  limit = MAX_BODY_BYTES,
): Promise<string> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > limit) throw shape(413, 'Request body too large', 'payload_too_large');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw shape(413, 'Request body too large', 'payload_too_large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Reads and parses a JSON body (empty body: `{}`), answering 400 for malformed JSON and for
 * what the input boundary refuses (input.ts).
 */
export async function readJson(req: IncomingMessage, shape: ErrorShape): Promise<unknown> {
  const text = await readText(req, shape);
  if (!text.trim()) return {};
  checkJsonDepth(text, shape);
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch {
    throw shape(400, 'Malformed JSON body', 'invalid_json');
  }
  checkValue(value, 'The body', shape);
  return value;
}

/** Reads a form-encoded body, each field checked at the input boundary (input.ts). */
export async function readForm(req: IncomingMessage, shape: ErrorShape): Promise<URLSearchParams> {
  const form = new URLSearchParams(await readText(req, shape));
  checkParams(form, 'The form', shape);
  return form;
}

/** Validates input against a schema, answering 400 with the first problem in the service's shape. */
export function parse<T>(schema: z.ZodType<T>, input: unknown, shape: ErrorShape): T {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const path = issue?.path.join('.') ?? '';
  throw shape(
    400,
    `${path ? `${path}: ` : ''}${issue?.message ?? 'Invalid input'}`,
    'invalid_input',
  );
}

/** Sends JSON (or 204 for `undefined`). */
export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  if (body === undefined) {
    res.writeHead(status === 200 ? 204 : status, headers).end();
    return;
  }
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
    ...headers,
  });
  res.end(text);
}

/**
 * Sends an HttpError in its shape; the database away is a 503 with Retry-After in the same
 * shape (db-outage.ts); anything else becomes a 500 logged once (never expected).
 */
export function sendError(res: ServerResponse, error: unknown, shape: ErrorShape): void {
  if (res.headersSent) {
    res.end();
    return;
  }
  if (error instanceof HttpError) {
    sendJson(res, error.status, error.body);
    return;
  }
  if (isDatabaseDown(error)) {
    reportOutage(error);
    sendJson(res, 503, shape(503, UNAVAILABLE, 'service_unavailable').body, outageHeaders());
    return;
  }
  console.error('reference backend: unexpected error', error);
  const fallback = shape(500, 'Internal error', 'internal_error');
  sendJson(res, 500, fallback.body);
}
