import type { BackendDeps } from '../../backend/deps';
import { withRoutes } from '../../backend/router';
import type { RoutedHandler } from '../../backend/router';
import { stripeApi } from './stripe-api';
import { stripeScript } from './stripe-script';

/**
 * The payment providers' test-mode stand-ins under `/providers` (CONTRACTS.md, "Payment
 * providers in the browser"): each provider's browser script and the endpoints it calls. One
 * handler per provider; the first that knows a path answers it.
 */
export function providersService(deps: BackendDeps): RoutedHandler {
  const handlers: readonly RoutedHandler[] = [stripeScript(), stripeApi(deps)];
  return withRoutes(
    async (req, res, url) => {
      for (const handler of handlers) if (await handler(req, res, url)) return true;
      return false;
    },
    handlers.flatMap((handler) => handler.routes),
  );
}
