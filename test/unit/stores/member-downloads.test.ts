import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { IdentityClient } from '@api/identity';
import type { SiteDownload } from '@api/site/types';
import { defaultConfig } from '@config/config';
import { CONNECTION_ERROR_MESSAGE } from '@domain/messages';
import {
  $memberDownloads,
  loadMemberDownloads,
  toOwnedProducts,
  withLinks,
} from '@stores/member-downloads';
import { swapClients } from '@stores/seam';
import { logout } from '@stores/user';
import { standInIdentity } from '../../support/identity';

const BASE = 'http://magazine.invalid';

const file = (id: string, productId: string, productName: string, name: string) =>
  ({
    id,
    name,
    format: name.toLowerCase(),
    orderId: 'ord-1',
    productId,
    productName,
    sku: productId,
    url: `${BASE}/downloads/me/downloads/${id}?jwt=order-token`,
  }) satisfies SiteDownload;

const FILES = [
  file('sb7-pdf', 'p-sb7', 'Smashing Book 7 (eBook)', 'PDF'),
  file('forms-pdf', 'p-forms', 'Form Design Patterns (eBook)', 'PDF'),
  file('sb7-epub', 'p-sb7', 'Smashing Book 7 (eBook)', 'ePUB'),
  { ...file('forms-mobi', 'p-forms', 'Form Design Patterns (eBook)', ''), format: 'mobi' },
];

describe('member downloads: the view', () => {
  it('groups the files by product in the order products first appear', () => {
    expect(toOwnedProducts({ count: FILES.length, results: FILES })).toEqual([
      {
        productId: 'p-sb7',
        product: 'Smashing Book 7 (eBook)',
        files: [
          { id: 'sb7-pdf', label: 'PDF' },
          { id: 'sb7-epub', label: 'ePUB' },
        ],
      },
      {
        productId: 'p-forms',
        product: 'Form Design Patterns (eBook)',
        files: [
          { id: 'forms-pdf', label: 'PDF' },
          // A file without a name is called by its format.
          { id: 'forms-mobi', label: 'MOBI' },
        ],
      },
    ]);
  });

  it("links each file on the downloads host with the member's token (SPEC point 7)", () => {
    const [product] = withLinks(
      [{ productId: 'p', product: 'Book', files: [{ id: 'a b', label: 'PDF' }] }],
      'https://dl.example/',
      'x.y.z',
    );
    expect(product?.files[0]?.href).toBe('https://dl.example/me/downloads/a%20b?jwt=x.y.z');
  });
});

/**
 * A remembered member whose tokens the test hands out: `token-1` first, then each forced
 * refresh (the user store's, a minute before expiry) the next, living `lifeMs`.
 */
function rememberedMember(lifeMs: number): IdentityClient {
  let issued = 1;
  let expires = Date.now() + lifeMs;
  return standInIdentity({
    email: 'tabby@example.com',
    jwt: async (force) => {
      if (force) {
        issued += 1;
        expires = Date.now() + lifeMs;
      }
      return `token-${issued}`;
    },
    expiresAt: () => expires,
    remembered: true,
  });
}

const hrefs = () => $memberDownloads.get().products.flatMap((p) => p.files.map((f) => f.href));

describe('member downloads: the store', () => {
  let answers: (() => Promise<Response>)[];
  const sent: string[] = [];
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    sent.length = 0;
    answers = [];
    swapClients({
      config: defaultConfig(BASE),
      identity: rememberedMember(3_600_000),
      site: {
        baseUrl: `${BASE}/site-api`,
        fetch: async (input, init) => {
          sent.push(`${String(input)} ${new Headers(init?.headers).get('Authorization') ?? ''}`);
          const next = answers.shift();
          return next
            ? next()
            : new Response(JSON.stringify({ count: FILES.length, results: FILES }), {
                headers: { 'Content-Type': 'application/json' },
              });
        },
      },
    });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('loads when shown and moves every link to the refreshed token before the old expires', async () => {
    const stop = $memberDownloads.listen(() => undefined);
    await loadMemberDownloads();
    expect(sent).toEqual([`${BASE}/site-api/me/downloads Bearer token-1`]);
    expect($memberDownloads.get().status).toBe('ready');
    expect(hrefs()).toHaveLength(4);
    expect(hrefs().every((href) => href.endsWith('?jwt=token-1'))).toBe(true);
    expect(hrefs()[0]).toBe(`${BASE}/downloads/me/downloads/sb7-pdf?jwt=token-1`);

    // An hour's token: the user store refreshes it a minute before expiry, the links follow
    // half a minute before.
    await vi.advanceTimersByTimeAsync(3_570_000 - 1);
    expect(hrefs()[0]).toContain('jwt=token-1');
    await vi.advanceTimersByTimeAsync(1);
    expect(hrefs().every((href) => href.endsWith('?jwt=token-2'))).toBe(true);
    // And again for the next token, without asking for the list again.
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(hrefs()[0]).toContain('jwt=token-3');
    expect(sent).toHaveLength(1);

    // Signed out: no list and no token left on the page.
    await logout();
    expect($memberDownloads.get()).toEqual({ status: 'idle', products: [], error: null });
    stop();
  });

  it('keeps what it listed when a reload fails, and says why', async () => {
    const stop = $memberDownloads.listen(() => undefined);
    await loadMemberDownloads();
    answers.push(async () => Promise.reject(new TypeError('network down')));
    await loadMemberDownloads(true);
    const state = $memberDownloads.get();
    expect(state.status).toBe('error');
    expect(state.error).toBe(CONNECTION_ERROR_MESSAGE);
    expect(state.products.map((p) => p.product)).toEqual([
      'Smashing Book 7 (eBook)',
      'Form Design Patterns (eBook)',
    ]);
    stop();
  });
});
