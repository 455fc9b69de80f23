/**
 * The package's types (`magazine-widgets`, `magazine-widgets/loader` and
 * `magazine-widgets/types`): what a publisher's own build code names. `WidgetConfig` is the
 * page settings it writes into `widgets-config`, every key optional; `PrerenderOptions` the
 * build-time render's options.
 */
export type { PageSettings as WidgetConfig, ProviderScripts, SearchConfig } from './config/config';
export type { PrerenderOptions } from './prerender/options';
/** What a page's `mw:payment-error` listener finds in the event's `detail`. */
export type { PaymentErrorDetail } from './domain/payments';
