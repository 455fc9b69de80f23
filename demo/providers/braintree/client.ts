import { BRAINTREE_VERSION } from '@domain/payments';
import type { BraintreeClient, ClientModule } from '@payments/braintree/types';
import { readClientToken } from './client-token';

/*
 * Braintree's client.min.js in test mode, served by the reference backend under
 * /providers/braintree/web/{version}/js/. It adds `braintree.client` to the page, as the
 * real script does; its clients carry the vault's client token to the hosted fields.
 */

const client: ClientModule = {
  VERSION: BRAINTREE_VERSION,
  async create({ authorization }): Promise<BraintreeClient> {
    readClientToken(authorization);
    return { authorization };
  },
};

window.braintree = { ...window.braintree, client };
