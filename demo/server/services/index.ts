import type { Handler } from '../backend/types';
import type { BackendDeps } from '../backend/deps';
import { cors } from '../backend/cors';
import { deliverAfterResponses, outboxDelivery } from '../backend/mail-delivery';
import { outboxPage } from '../backend/outbox';
import { adsService } from './ads/service';
import { commentsReadService, commentsWriteService } from './comments/service';
import { formsService } from './forms/service';
import { identityService } from './identity/service';
import { providersService } from './providers/service';
import { searchService } from './search/service';
import { siteApiService } from './site/service';
import { downloadsService } from './site/downloads';
import { storefrontService } from './storefront/routes/service';
import { vaultService } from './vault/service';

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
    formsService(deps),
  ];
}
