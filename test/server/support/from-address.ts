import { request } from 'node:http';

/**
 * A `fetch` whose requests leave from another address of this machine (`127.0.0.x`): the
 * backend tells clients apart by their address (backend/client.ts), so a test plays a
 * stranger and the account's owner from two addresses.
 */
export const fetchFrom =
  (localAddress: string) =>
  (url: string, init: RequestInit = {}): Promise<Response> =>
    new Promise((resolve, reject) => {
      const body = typeof init.body === 'string' ? init.body : undefined;
      const headers = new Headers(init.headers);
      if (body !== undefined) headers.set('Content-Length', String(Buffer.byteLength(body)));
      const sent = request(
        url,
        { method: init.method ?? 'GET', headers: Object.fromEntries(headers), localAddress },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            const status = res.statusCode ?? 0;
            const answer = new Headers();
            for (const [name, value] of Object.entries(res.headers)) {
              if (typeof value === 'string') answer.set(name, value);
            }
            const text = Buffer.concat(chunks);
            resolve(
              new Response([204, 304].includes(status) ? null : text, { status, headers: answer }),
            );
          });
          res.on('error', reject);
        },
      );
      sent.on('error', reject);
      sent.end(body);
    });
