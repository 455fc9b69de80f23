import type { BackendDeps } from '../../backend/deps';
import type { RoutedHandler } from '../../backend/router';
import { firstOf } from './first-of';
import { applePayApi } from './apple-pay-api';
import { googlePayApi } from './google-pay-api';
import { walletScripts } from './wallet-scripts';

/**
 * The device wallets' stand-ins (Google Pay, Apple Pay): their scripts first (whose paths
 * share the endpoints' prefixes), then Google's and Apple's endpoints.
 */
export function walletsProvider(deps: BackendDeps): RoutedHandler {
  const handlers = [walletScripts(), googlePayApi(deps), applePayApi(deps)];
  return firstOf(handlers);
}
