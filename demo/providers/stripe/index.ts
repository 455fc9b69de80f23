import type { StripeConstructor, StripeConstructorOptions } from '@stripe/stripe-js';
import { StandInStripe } from './stripe';
import { IntegrationError } from './types';

/*
 * The card provider's browser library in test mode, served by the reference backend at
 * /providers/stripe.js. It defines `window.Stripe` as the real script does, so the official
 * loader (`loadStripe` from @stripe/stripe-js/pure) finds it and never loads its own.
 */

/**
 * The release train the official loader expects (`RELEASE_TRAIN` of the installed
 * @stripe/stripe-js); a test key with another `version` makes it warn in the console.
 */
const RELEASE_TRAIN = 'endive';

// Read while the script runs: the endpoints live on the origin the script came from.
const script = document.currentScript;
const base =
  script instanceof HTMLScriptElement && script.src
    ? new URL(script.src).origin
    : window.location.origin;

function Stripe(publishableKey: string, _options?: StripeConstructorOptions): StandInStripe {
  if (typeof publishableKey !== 'string' || publishableKey === '') {
    throw new IntegrationError(
      'Please call Stripe() with your publishable key. You used an empty string.',
    );
  }
  if (publishableKey.startsWith('sk_')) {
    throw new IntegrationError(
      'You should not use your secret key with Stripe.js. Please pass a publishable key instead.',
    );
  }
  return new StandInStripe({ base, key: publishableKey }, (url) => window.location.assign(url));
}

// The one place the stand-in claims the whole `Stripe` type: it implements only the part of it
// that types.ts names (checked there against the official types).
window.Stripe = Object.assign(Stripe, { version: RELEASE_TRAIN }) as unknown as StripeConstructor;
