import type { IncomingMessage, ServerResponse } from 'node:http';
import type { z } from 'zod';

/** Bodies over this are refused with 413 before they are read in full. */
export const MAX_BODY_BYTES = 256 * 1024;

/** An error a service answers with; `body` is already in that service's contract shape. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    message = `HTTP ${status}`,
  ) {
    super(message);
  }
}

/** The Storefront API's error shape: `{ error: { message, code, param } }`. */
export const storeError = (status: number, message: string, code: string, param?: string) =>
  new HttpError(status, { error: { message, code, ...(param && { param }) } }, message);

/** The identity service's error shape: `{ code, msg }`. */
export const identityError = (status: number, msg: string) =>
  new HttpError(status, { code: status, msg }, msg);

/** The identity token endpoint's shape: `{ error, error_description }`. */
export const tokenError = (status: number, error: string, description: string) =>
  new HttpError(status, { error, error_description: description }, description);

/** The main site API's and comments' shape: `{ msg }`. */
export const siteError = (status: number, msg: string) => new HttpError(status, { msg }, msg);

export type ErrorShape = (status: number, message: string, code: string) => HttpError;

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

/** Reads and parses a JSON body (empty body: `{}`), answering 400 for malformed JSON. */
export async function readJson(req: IncomingMessage, shape: ErrorShape): Promise<unknown> {
  const text = await readText(req, shape);
  if (!text.trim()) return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw shape(400, 'Malformed JSON body', 'invalid_json');
  }
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

/** Sends an HttpError in its shape; anything else becomes a 500 logged once (never expected). */
export function sendError(res: ServerResponse, error: unknown, shape: ErrorShape): void {
  if (res.headersSent) {
    res.end();
    return;
  }
  if (error instanceof HttpError) {
    sendJson(res, error.status, error.body);
    return;
  }
  console.error('reference backend: unexpected error', error);
  const fallback = shape(500, 'Internal error', 'internal_error');
  sendJson(res, 500, fallback.body);
}
