import { createIdentity } from '@api/identity';
import type { IdentityClient } from '@api/identity';
import { config } from '../connections';
import { lazyClient } from '../lazy-client';

/** The page's identity client, built on first use from the configuration. */
export const identity: () => IdentityClient =
  // Pure, so a bundle that never asks for this client leaves it and its build step out.
  /* @__PURE__ */ lazyClient('identity', () => createIdentity(config().identityUrl));
