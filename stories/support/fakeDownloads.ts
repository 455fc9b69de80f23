import type { IdentityClient } from '@api/identity';
import type { SiteDownload } from '@api/site/types';
import { defaultConfig } from '@config/config';
import { swapClients } from '@stores/seam';
import type { User } from '@stores/user/state';
import { storySession } from './storyClients';

const BASE = 'https://magazine.example';

const file = (slug: string, product: readonly [string, string], format: 'pdf' | 'epub') =>
  ({
    id: `${slug}-${format}`,
    name: format === 'pdf' ? 'PDF' : 'ePUB',
    format,
    orderId: 'ord-story',
    productId: product[0],
    productName: product[1],
    sku: slug,
    url: `${BASE}/downloads/me/downloads/${slug}-${format}?jwt=order-token`,
  }) satisfies SiteDownload;

const SB7 = ['prod-sb7-ebook', 'Smashing Book 7 (eBook)'] as const;
const FORMS = ['prod-forms-ebook', 'Form Design Patterns (eBook)'] as const;

/** What the story member owns: two ebooks, each in PDF and ePUB. */
export const STORY_FILES: readonly SiteDownload[] = [
  file('smashing-book-7', SB7, 'pdf'),
  file('smashing-book-7', SB7, 'epub'),
  file('form-design-patterns', FORMS, 'pdf'),
  file('form-design-patterns', FORMS, 'epub'),
];

/**
 * A signed-in member and the main site API's `GET /me/downloads` for the downloads stories
 * (Storybook has no backend). The member's session hands out `story-token`; the site answers
 * with `files`, or never (`slow`), or 503 (`down`).
 */
export function installFakeDownloads({
  files = STORY_FILES,
  mode = 'ok',
}: {
  readonly files?: readonly SiteDownload[];
  readonly mode?: 'ok' | 'slow' | 'down';
} = {}): void {
  const user: User = {
    id: 'story-member',
    email: 'tabby@example.com',
    user_metadata: { full_name: 'Tabby Cat' },
    app_metadata: {},
  };
  const session = storySession(user);
  const identity: IdentityClient = {
    signup: () => Promise.resolve(),
    login: () => Promise.resolve(session),
    verify: () => Promise.resolve(session),
    requestRecovery: () => Promise.resolve(),
    // The remembered session of this browser: the member is signed in when the page opens.
    current: () => session,
  };
  const fakeFetch: typeof fetch = async (input) => {
    if (mode === 'slow') return new Promise<Response>(() => undefined);
    if (mode === 'down') return new Response(null, { status: 503 });
    if (!new URL(String(input)).pathname.endsWith('/me/downloads')) {
      return new Response(JSON.stringify({ msg: 'Not found' }), { status: 404 });
    }
    return new Response(JSON.stringify({ count: files.length, results: files }), {
      headers: { 'Content-Type': 'application/json' },
    });
  };
  swapClients({
    config: defaultConfig(BASE),
    identity,
    site: { baseUrl: `${BASE}/site-api`, fetch: fakeFetch },
  });
}
