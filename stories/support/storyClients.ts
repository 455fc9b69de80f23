import type { IdentitySession } from '@api/identity';
import { createStorefront } from '@api/storefront/client';
import { memorySessionStore } from '@api/session';
import { defaultConfig } from '@config/config';
import { swapClients } from '@stores/seam';
import type { Clients } from '@stores/seam';
import type { User } from '@stores/user/state';

/*
 * The clients the story fakes swap in (Storybook has no backend): each fake answers its
 * service's requests itself and hands its `fetch` to these.
 */

/** An answer with a JSON body, as the services send it. */
export const json = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The remembered session of a signed-in member: it hands out `story-token`. */
export function storySession(user: User): IdentitySession {
  return {
    user,
    jwt: () => Promise.resolve('story-token'),
    expiresAt: () => undefined,
    update: () => Promise.resolve(user),
    reload: () => Promise.resolve(user),
    logout: () => Promise.resolve(),
    forget: () => undefined,
  };
}

const STORE = 'https://store.example';

/** The shop's API answered by `fetch`, with any other clients a story needs (the vault). */
export function installStoryStorefront(
  fetch: typeof globalThis.fetch,
  others: Omit<Partial<Clients>, 'config' | 'storefront'> = {},
): void {
  swapClients({
    config: defaultConfig(STORE),
    storefront: createStorefront({
      store: 'magazine',
      key: 'pk_demo_magazine',
      url: STORE,
      session: memorySessionStore(),
      fetch,
    }),
    ...others,
  });
}
