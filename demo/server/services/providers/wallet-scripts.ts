import { fileURLToPath } from 'node:url';
import type { RoutedHandler } from '../../backend/router';
import { firstOf } from './first-of';
import { bundledScript } from './bundled-script';

/** Where the wallets' stand-ins are served (the demo's page settings name them). */
export const GOOGLE_PAY_SCRIPT_PATH = '/providers/google-pay.js';
export const APPLE_PAY_SCRIPT_PATH = '/providers/apple-pay.js';

const entry = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** GET /providers/google-pay.js and /providers/apple-pay.js, each bundled on first use. */
export function walletScripts(): RoutedHandler {
  const scripts = [
    bundledScript(GOOGLE_PAY_SCRIPT_PATH, entry('../../../providers/google-pay/index.ts')),
    bundledScript(APPLE_PAY_SCRIPT_PATH, entry('../../../providers/apple-pay/index.ts')),
  ];
  return firstOf(scripts);
}
