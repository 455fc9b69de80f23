import { BRAINTREE_VERSION } from '@domain/payments';
import type { HostedFieldsModule } from '@payments/braintree/types';
import { readClientToken } from './client-token';
import { StandInHostedFields } from './hosted-fields-instance';

/*
 * Braintree's hosted-fields.min.js in test mode, served by the reference backend under
 * /providers/braintree/web/{version}/js/. It adds `braintree.hostedFields` to the page, as
 * the real script does: real inputs in place of Braintree's frames, the card sent only to the
 * stand-in's client API, which answers a nonce.
 */

const hostedFields: HostedFieldsModule = {
  VERSION: BRAINTREE_VERSION,
  async create({ client, fields }) {
    const authorization = readClientToken(client.authorization);
    return new StandInHostedFields(authorization, fields, () => new Date());
  },
};

window.braintree = { ...window.braintree, hostedFields };
