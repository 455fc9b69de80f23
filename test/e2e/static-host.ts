import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { inside, sendFile } from '@server/static';

export interface StaticHost {
  readonly server: Server;
  /** Its address on `localhost`, another site than the services' 127.0.0.1. */
  readonly base: string;
  close(): Promise<void>;
}

/**
 * A plain static host, as a CDN serves a folder with pretty URLs: a file as it is, `/x` from
 * `x.html` or `x/index.html`, `/x/` from `x/index.html`, else its 404.html with a 404. No
 * proxy, no rewrite, no service: whatever the widgets call here is a mistake.
 */
export async function startStaticHost(root: string): Promise<StaticHost> {
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://host').pathname;
    const candidates = path.endsWith('/')
      ? [`${path}index.html`]
      : [path, `${path}.html`, `${path}/index.html`];
    void (async () => {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { Allow: 'GET, HEAD' }).end();
        return;
      }
      for (const candidate of candidates) {
        if (await sendFile(res, inside(root, candidate))) return;
      }
      const page = await readFile(join(root, '404.html')).catch(() => '');
      res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' }).end(page);
    })();
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('static host not listening');
  return {
    server,
    base: `http://localhost:${address.port}`,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

/** Every key of widgets-config pointing at the services on `s`, as a publisher builds it. */
export const servicesConfig = (s: string) => ({
  storefrontUrl: s,
  vaultUrl: `${s}/vault`,
  identityUrl: `${s}/identity`,
  siteApiUrl: `${s}/site-api`,
  downloadsHost: `${s}/downloads`,
  search: { url: `${s}/search` },
  commentsBase: `${s}/comments`,
  commentsApi: `${s}/comments-api`,
  adsProxy: `${s}/ads`,
  formsUrl: `${s}/forms`,
  providers: {
    stripe: `${s}/providers/stripe.js`,
    paypal: `${s}/providers/paypal/sdk/js`,
    google: `${s}/providers/google-pay.js`,
    amazon: `${s}/providers/amazon-pay.js`,
    apple: `${s}/providers/apple-pay.js`,
    braintree: `${s}/providers/braintree/web`,
  },
});
