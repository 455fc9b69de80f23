import { ApiError } from '@domain/errors';
import { notLoaded } from '@domain/messages';
import { BRAINTREE_VERSION } from '@domain/payments';
import { loadScript } from '../load-script';
import type { BraintreeNamespace, ClientModule, HostedFieldsModule } from './types';

/** Braintree's own scripts, when the page settings name no other place. */
export const BRAINTREE_WEB = 'https://js.braintreegateway.com/web';

/**
 * The two scripts the card module needs, at the pinned version (SPEC point 9), under `base`:
 * Braintree's `web` folder, or the page setting that stands in for it.
 */
export function braintreeScripts(base: string): { client: string; hostedFields: string } {
  const folder = `${(base || BRAINTREE_WEB).replace(/\/+$/, '')}/${BRAINTREE_VERSION}/js`;
  return { client: `${folder}/client.min.js`, hostedFields: `${folder}/hosted-fields.min.js` };
}

export interface BraintreeLibrary {
  readonly client: ClientModule;
  readonly hostedFields: HostedFieldsModule;
}

const read = (namespace: BraintreeNamespace | undefined): BraintreeLibrary | undefined =>
  namespace?.client && namespace.hostedFields
    ? { client: namespace.client, hostedFields: namespace.hostedFields }
    : undefined;

/**
 * Loads the client and hosted fields scripts (side by side, each followed by the providers'
 * 1 s settle) and returns the modules they put on `window.braintree`.
 */
export async function loadBraintree(base: string): Promise<BraintreeLibrary> {
  const scripts = braintreeScripts(base);
  await Promise.all([
    loadScript(scripts.client, 'Braintree'),
    loadScript(scripts.hostedFields, 'Braintree'),
  ]);
  const library = read(window.braintree);
  if (!library) throw new ApiError(notLoaded('Braintree'), 503, 'library_not_loaded');
  return library;
}
