import type { Db } from './db';
import type { MailDelivery } from './mail-delivery';

/** The card gateways the demo store can be set to. */
export type CardGateway = 'stripe' | 'braintree';

/**
 * What every service of the reference backend is built from. It lives in the infrastructure,
 * apart from `services/index.ts` which composes the services, so a service never imports its
 * composer.
 */
export interface BackendDeps {
  readonly db: Db;
  /** Signs identity tokens; see secrets.ts. */
  readonly secret: Uint8Array;
  /** The services' own public base URL: approval pages, the ads' click links, downloads. */
  readonly publicUrl: string;
  /**
   * The magazine's base URL: every link a reader follows back to the site (emails, payment
   * returns). The same as publicUrl when one server serves both, as `npm start` does.
   */
  readonly siteUrl: string;
  /** Origins allowed to call the services cross-origin (CORS). */
  readonly origins: readonly string[];
  /** The clock; tests move it. */
  readonly now: () => Date;
  /**
   * Comments one client and one email may post per window (comments/rate-limit.ts has the
   * defaults); a test that posts dozens of comments in a second to check their content
   * raises them.
   */
  readonly commentLimits?: { readonly perClient: number; readonly perEmail: number };
  /** Where mail goes (see mail-choice.ts); omitted: the outbox page, as for a local demo. */
  readonly mail?: MailDelivery;
  /**
   * The gateway the store's card payment settings name: the card provider's (the default),
   * or Braintree's card module, to try a store whose card is on Braintree (CARD_GATEWAY).
   */
  readonly cardGateway?: CardGateway;
}
