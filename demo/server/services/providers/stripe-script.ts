import { fileURLToPath } from 'node:url';
import type { RoutedHandler } from '../../backend/router';
import { bundledScript } from './bundled-script';

/** Where the card provider's stand-in is served (the demo's payment settings name it). */
export const STRIPE_SCRIPT_PATH = '/providers/stripe.js';

const ENTRY = fileURLToPath(new URL('../../../providers/stripe/index.ts', import.meta.url));

/** GET /providers/stripe.js: the card provider's stand-in, bundled on first use. */
export const stripeScript = (): RoutedHandler => bundledScript(STRIPE_SCRIPT_PATH, ENTRY);
