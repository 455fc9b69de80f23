import type { BackendDeps } from '../../backend/deps';
import type { RoutedHandler } from '../../backend/router';
import { firstOf } from './first-of';
import { paypalApi } from './paypal-api';
import { paypalScript } from './paypal-script';

/** PayPal's stand-in: its SDK script first, then its API (whose prefix would claim the script). */
export function paypalProvider(deps: BackendDeps): RoutedHandler {
  const parts: readonly RoutedHandler[] = [paypalScript(), paypalApi(deps)];
  return firstOf(parts);
}
