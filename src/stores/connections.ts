import { cookieSessionStore } from '../api/session';
import { createStorefront } from '../api/storefront/client';
import type { Storefront } from '../api/storefront/client';
import type { VaultOptions } from '../api/vault';
import { COOKIE_DEFAULTS, STORE_CONNECTION } from '../domain/session';
import { readPageConfig } from '../config/config';
import type { WidgetConfig } from '../config/config';
import { $clientsVersion, swapped } from './seam';

let pageConfig: WidgetConfig | undefined;

/** The page configuration (or the one swapped in), read once per page on first use. */
export function config(): WidgetConfig {
  const swappedConfig = swapped('config');
  if (swappedConfig) return swappedConfig;
  // Read once per page, so each configuration mistake is reported once.
  pageConfig ??= readPageConfig(document, (text) => console.warn(`[widgets] ${text}`));
  return pageConfig;
}

// Built on first use and kept per page: one storefront means one FIFO queue and one record
// cache for every widget. A swap through the seam (tests, stories) replaces them.
let real: { version: number; storefront: Storefront } | undefined;

/** The page's storefront connection: session, locale and currency kept in cookies. */
export function storefront(): Storefront {
  const fake = swapped('storefront');
  if (fake) return fake;
  const version = $clientsVersion.get();
  if (real?.version !== version) {
    const settings = config();
    real = {
      version,
      storefront: createStorefront({
        store: settings.store,
        key: settings.publicKey,
        url: settings.storefrontUrl,
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
  const settings = config();
  return (
    swapped('vault') ?? {
      vaultUrl: settings.vaultUrl,
      key: settings.publicKey,
      timeoutMs: STORE_CONNECTION.timeoutMs,
    }
  );
}
