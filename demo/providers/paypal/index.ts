import type { PayPalNamespace } from '@paypal/paypal-js';
import { standInButtons } from './buttons';
import type { Sdk, StandInPayPal } from './types';

/*
 * PayPal's JavaScript SDK in test mode, served by the reference backend at
 * /providers/paypal/sdk/js (the demo's `sdkBaseUrl`). It defines `window.paypal` as the real
 * script does, so the official loader (`loadScript` of @paypal/paypal-js) resolves with it;
 * the query the loader built (client-id, currency, commit) configures it, as PayPal's does.
 */

// Read while the script runs: the endpoints live on the origin the script came from. Run by
// other means than its own tag (a test harness), the page's SDK tag still names the query.
const script =
  document.currentScript ?? document.querySelector('script[src*="/sdk/js?"]') ?? undefined;
const src = script instanceof HTMLScriptElement && script.src ? new URL(script.src) : undefined;
const query = src?.searchParams ?? new URLSearchParams();

const sdk: Sdk = {
  base: src?.origin ?? window.location.origin,
  clientId: query.get('client-id') ?? '',
  currency: (query.get('currency') ?? 'USD').toUpperCase(),
  commit: query.get('commit') !== 'false',
};

const paypal: StandInPayPal = {
  version: '5.0.0-standin',
  FUNDING: { PAYPAL: 'paypal' },
  Buttons: (options) => standInButtons(sdk, options ?? {}),
};

// The one place the stand-in claims the whole `PayPalNamespace`: it implements only the part
// of it that types.ts names (checked there against the official types).
window.paypal = paypal as unknown as PayPalNamespace;
