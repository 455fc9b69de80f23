import type { BackendDeps } from '../../backend/deps';
import { withRoutes } from '../../backend/router';
import type { RoutedHandler } from '../../backend/router';
import { stripeApi } from './stripe-api';
import { stripeScript } from './stripe-script';

/**
 * The payment providers' test-mode stand-ins under `/providers` (CONTRACTS.md, "Payment
 * providers in the browser"): the card provider's browser script and the endpoints it calls.
 */
export function providersService(deps: BackendDeps): RoutedHandler {
  const script = stripeScript();
  const api = stripeApi(deps);
  return withRoutes(
    async (req, res, url) => (await script(req, res, url)) || api(req, res, url),
    [...script.routes, ...api.routes],
  );
}
