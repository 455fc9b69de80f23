import { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';

export interface InjectedRequest {
  readonly method: string;
  /** Path and query, as on the request line. */
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body?: string;
}

export interface InjectedResponse {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
}

type App = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * Sends one request through the demo server's request handler in-process, without a socket:
 * the request is a readable stream with a method, URL and headers, the response a small
 * recorder of what the backend uses of Node's (setHeader, writeHead, write, end, and the `finish`
 * and `close` events an ended response emits: mail is delivered on `close`). Thousands of
 * requests run in seconds, and one that never answers is reported as a hang.
 */
export function inject(
  app: App,
  request: InjectedRequest,
  timeoutMs = 5000,
): Promise<InjectedResponse> {
  const body = request.body === undefined ? undefined : Buffer.from(request.body);
  const req = Object.assign(Readable.from(body ? [body] : []), {
    method: request.method,
    url: request.url,
    headers: {
      ...Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k.toLowerCase(), v])),
      ...(body ? { 'content-length': String(body.length) } : {}),
    },
  });
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = {};
    const chunks: Buffer[] = [];
    const timer = setTimeout(
      () => reject(new Error(`no answer within ${timeoutMs} ms: ${request.method} ${request.url}`)),
      timeoutMs,
    );
    const res = Object.assign(new EventEmitter(), {
      statusCode: 200,
      headersSent: false,
      writableEnded: false,
      setHeader(name: string, value: string | number | readonly string[]) {
        headers[name.toLowerCase()] = String(value);
        return res;
      },
      getHeader: (name: string) => headers[name.toLowerCase()],
      writeHead(status: number, more: Record<string, string | number> = {}) {
        res.statusCode = status;
        res.headersSent = true;
        for (const [name, value] of Object.entries(more)) res.setHeader(name, value);
        return res;
      },
      // A file is piped: written in chunks, then ended.
      write(chunk: string | Buffer) {
        res.headersSent = true;
        chunks.push(Buffer.from(chunk));
        return true;
      },
      end(chunk?: string | Buffer) {
        clearTimeout(timer);
        res.writableEnded = true;
        res.headersSent = true;
        if (chunk) chunks.push(Buffer.from(chunk));
        resolve({ status: res.statusCode, headers, body: Buffer.concat(chunks).toString() });
        res.emit('finish');
        res.emit('close');
        return res;
      },
    });
    app(req as unknown as IncomingMessage, res as unknown as ServerResponse);
  });
}
