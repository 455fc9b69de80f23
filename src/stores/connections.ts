import { cookieSessionStore } from '@api/session';
import { createStorefront, vaultOf } from '@api/storefront/client';
import type { Storefront } from '@api/storefront/client';
import type { VaultOptions } from '@api/vault';
import { DEFAULT_LOCALE } from '@domain/money';
import { COOKIE_DEFAULTS } from '@domain/session';
import { readPageConfig } from '@config/config';
import type { WidgetConfig } from '@config/config';
import { lazyClient } from './lazy-client';
import { swapped } from './seam';

let pageConfig: WidgetConfig | undefined;

/** The page configuration (or the one swapped in), read once per page on first use. */
export function config(): WidgetConfig {
  const swappedConfig = swapped('config');
  if (swappedConfig) return swappedConfig;
  // Read once per page, so each configuration mistake is reported once.
  pageConfig ??= readPageConfig(document, (text) => console.warn(`[widgets] ${text}`));
  return pageConfig;
}

/**
 * The page's storefront connection: session, locale and currency kept in cookies. One per
 * page, so one FIFO queue and one record cache serve every widget.
 */
export const storefront: () => Storefront =
  // Pure, so a bundle that never asks for this client leaves it and its build step out.
  /* @__PURE__ */ lazyClient('storefront', () => {
    const settings = config();
    return createStorefront({
      store: settings.store,
      key: settings.publicKey,
      url: settings.storefrontUrl,
      vaultUrl: settings.vaultUrl,
      locale: settings.locale || DEFAULT_LOCALE,
      ...(settings.currency ? { currency: settings.currency } : {}),
      session: cookieSessionStore(document, {
        path: COOKIE_DEFAULTS.path,
        maxAgeSeconds: COOKIE_DEFAULTS.maxAgeSeconds,
        sameSite: COOKIE_DEFAULTS.sameSite,
      }),
    });
  });

/** The vault, as the page's store connection names it: card data goes here and nowhere else. */
export const vault = (): VaultOptions => swapped('vault') ?? vaultOf(storefront());
