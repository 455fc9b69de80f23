import type { Handler } from '../../../backend/types';
import type { BackendDeps } from '../../../backend/deps';
import { withImagesOn } from '../../../backend/image-urls';
import { Router } from '../../../backend/router';
import { openRequest, shape } from '../request';
import type { StoreRoute } from '../request';
import { accountRoutes } from './account';
import { cartRoutes } from './cart';
import { catalogueRoutes } from './catalogue';
import { settingsRoutes } from './settings';
import { subscriptionRoutes } from './subscriptions';

/**
 * The Storefront API under `/api` (docs/contracts.md, SPEC point 7). Every route opens the store
 * request first (public key, session, account); each group of routes is a file of this folder.
 * Every answer names its images by their full address on the services (image-urls.ts).
 */
export function storefrontService(deps: BackendDeps): Handler {
  const router = new Router('/api', shape);
  const route: StoreRoute = (method, path, run) => {
    router.on(method, path, async (ctx) =>
      withImagesOn(await run(await openRequest(deps.db, ctx)), deps.publicUrl),
    );
  };
  for (const group of [
    cartRoutes,
    accountRoutes,
    catalogueRoutes,
    subscriptionRoutes,
    settingsRoutes,
  ]) {
    group(route, deps);
  }
  return router.handler();
}
