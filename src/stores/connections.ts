import { cookieSessionStore } from '../api/session';
import { createStorefront } from '../api/storefront/client';
import type { Storefront } from '../api/storefront/client';
import type { VaultOptions } from '../api/vault';
import { COOKIE_DEFAULTS, STORE_CONNECTION } from '../domain/session';
import { $clientsVersion, client, swapped } from './seam';

// Built on first use and kept per page: one storefront means one FIFO queue and one record
// cache for every widget. A swap through the seam (tests, stories) replaces them.
let real: { version: number; storefront: Storefront } | undefined;

/** The page's storefront connection: session, locale and currency kept in cookies. */
export function storefront(): Storefront {
  const fake = swapped('storefront');
  if (fake) return fake;
  const version = $clientsVersion.get();
  if (real?.version !== version) {
    const config = client('config');
    real = {
      version,
      storefront: createStorefront({
        store: config.store,
        key: config.publicKey,
        url: config.storefrontUrl,
        session: cookieSessionStore(document, {
          path: COOKIE_DEFAULTS.path,
          maxAgeSeconds: COOKIE_DEFAULTS.maxAgeSeconds,
          sameSite: COOKIE_DEFAULTS.sameSite,
        }),
      }),
    };
  }
  return real.storefront;
}

/** The vault: card data goes here and nowhere else. */
export function vault(): VaultOptions {
  const config = client('config');
  return (
    swapped('vault') ?? {
      vaultUrl: config.vaultUrl,
      key: config.publicKey,
      timeoutMs: STORE_CONNECTION.timeoutMs,
    }
  );
}
