import type { BackendDeps } from '../../backend/deps';
import type { RoutedHandler } from '../../backend/router';
import { firstOf } from './first-of';
import { amazonPayProvider } from './amazon-pay-provider';
import { braintreeProvider } from './braintree-provider';
import { paypalProvider } from './paypal-provider';
import { stripeApi } from './stripe-api';
import { stripeScript } from './stripe-script';
import { walletsProvider } from './wallets-provider';

/**
 * The payment providers' test-mode stand-ins under `/providers` (docs/contracts.md, "Payment
 * providers in the browser"): each provider's browser script and the endpoints it calls. One
 * handler per provider; the first that knows a path answers it.
 */
export function providersService(deps: BackendDeps): RoutedHandler {
  const handlers: readonly RoutedHandler[] = [
    stripeScript(),
    stripeApi(deps),
    paypalProvider(deps),
    amazonPayProvider(deps),
    walletsProvider(deps),
    braintreeProvider(deps),
  ];
  return firstOf(handlers);
}
