import { request } from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';

export interface RawResponse {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  /** The bytes as they came over the wire: compressed when the server compressed them. */
  readonly body: Buffer;
}

/**
 * A request through node:http, which (unlike fetch) sends only the headers given and never
 * decompresses: what a test of Content-Encoding and Content-Length must see.
 */
export function rawRequest(
  url: string,
  headers: Readonly<Record<string, string>> = {},
  method = 'GET',
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}
