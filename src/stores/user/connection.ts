import { createIdentity } from '../../api/identity';
import type { IdentityClient } from '../../api/identity';
import { config } from '../connections';
import { $clientsVersion, swapped } from '../seam';

let real: { version: number; client: IdentityClient } | undefined;

/** The page's identity client, built on first use from the configuration. */
export function identity(): IdentityClient {
  const fake = swapped('identity');
  if (fake) return fake;
  const version = $clientsVersion.get();
  if (real?.version !== version) {
    real = { version, client: createIdentity(config().identityUrl) };
  }
  return real.client;
}
