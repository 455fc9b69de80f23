/**
 * The package's types (`magazine-widgets/types`): what a publisher's own build code names, the
 * page settings it writes into `widgets-config` and the build-time render's options.
 */
export type { ProviderScripts, SearchConfig, WidgetConfig } from './config/config';
export type { PrerenderOptions } from './prerender/prerender';
/** What a page's `mw:payment-error` listener finds in the event's `detail`. */
export type { PaymentErrorDetail } from './domain/payments';
