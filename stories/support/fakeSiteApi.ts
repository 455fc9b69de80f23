import { defaultConfig } from '@config/config';
import { swapClients, swapped } from '@stores/seam';
import { login } from '@stores/user/actions';
import { installFakeIdentity, STORY_MEMBER } from './fakeIdentity';

export const STORY_SITE = 'https://magazine.example';

/** How the fake main site API answers: as the routes say, never, or unreachable. */
export type SiteMode = 'ok' | 'slow' | 'down';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * The main site API for stories (Storybook has no backend): each path under /site-api answers
 * with its route's body (a string is an HTML fragment), anything else 404 `{ msg }`.
 */
export function installFakeSiteApi(
  routes: Readonly<Record<string, unknown>>,
  mode: SiteMode = 'ok',
): void {
  const fakeFetch: typeof fetch = async (input) => {
    if (mode === 'slow') return new Promise<Response>(() => undefined);
    if (mode === 'down') return new Response(null, { status: 503 });
    const path = new URL(String(input)).pathname.replace(/^\/site-api/, '');
    if (!(path in routes)) return json(404, { msg: 'Not found' });
    const body = routes[path];
    return typeof body === 'string'
      ? new Response(body, { status: 200, headers: { 'Content-Type': 'text/html' } })
      : json(200, body);
  };
  // A fake identity swapped in before stays: a member-area story needs both.
  swapClients({
    identity: swapped('identity'),
    config: defaultConfig(STORY_SITE),
    site: { baseUrl: `${STORY_SITE}/site-api`, fetch: fakeFetch },
  });
}

/**
 * The story's member logged in (tabby@example.com, a member plan), with the main site API
 * answering `routes`: what a member-area widget needs to show a member's page.
 */
export async function installSignedInMember(
  routes: Readonly<Record<string, unknown>>,
  mode: SiteMode = 'ok',
): Promise<void> {
  installFakeIdentity();
  installFakeSiteApi({ ...routes, '/accounts': {} });
  await login(STORY_MEMBER.email, STORY_MEMBER.password, false);
  if (mode !== 'ok') installFakeSiteApi(routes, mode);
}
