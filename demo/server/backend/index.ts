import type { Handler } from '../app';
import type { BackendDeps } from './deps';
import { cors } from './cors';
import { outboxPage } from './outbox';
import { adsService } from '../services/ads/service';
import { commentsReadService, commentsWriteService } from '../services/comments/service';
import { identityService } from '../services/identity/service';
import { providersService } from '../services/providers/service';
import { searchService } from '../services/search/service';
import { siteApiService } from '../services/site/service';
import { downloadsService } from '../services/site/downloads';
import { storefrontService } from '../services/storefront/service';
import { vaultService } from '../services/vault/service';

/**
 * The reference backend's handlers, tried in order before the static magazine. Each service
 * answers only under its own prefix (see the configuration defaults in src/config).
 */
export function createBackend(deps: BackendDeps): Handler[] {
  return [
    cors(deps.origins),
    outboxPage(deps.db),
    commentsReadService(deps),
    commentsWriteService(deps),
    adsService(deps),
    identityService(deps),
    searchService(deps),
    storefrontService(deps),
    vaultService(deps),
    providersService(deps),
    siteApiService(deps),
    downloadsService(deps),
  ];
}
