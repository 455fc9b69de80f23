import type { Handler } from '../app';
import type { BackendDeps } from './deps';
import { cors } from './cors';
import { deliverAfterResponses, outboxDelivery } from './mail-delivery';
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
 * answers only under its own prefix (see the configuration defaults in src/config); the first
 * only hands the mail a response queued to the delivery once the response is done.
 */
export function createBackend(deps: BackendDeps): Handler[] {
  const mail = deps.mail ?? outboxDelivery();
  return [
    deliverAfterResponses(deps.db, mail),
    cors(deps.origins),
    // Never with SMTP: the page would hand anyone the links mailed to anyone.
    ...(mail.kind === 'outbox' ? [outboxPage(deps.db)] : []),
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
