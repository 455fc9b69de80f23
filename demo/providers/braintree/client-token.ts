import { ERRORS } from './errors';

/** What the stand-in reads of a client token: where to tokenise, and with what. */
export interface ClientAuthorization {
  readonly clientApiUrl: string;
  readonly authorizationFingerprint: string;
}

/** A client token (base64 JSON, as Braintree's are), or Braintree's refusal of it. */
export function readClientToken(authorization: string): ClientAuthorization {
  try {
    const token = JSON.parse(atob(authorization)) as Partial<ClientAuthorization>;
    if (
      typeof token.clientApiUrl === 'string' &&
      typeof token.authorizationFingerprint === 'string'
    ) {
      return {
        clientApiUrl: token.clientApiUrl,
        authorizationFingerprint: token.authorizationFingerprint,
      };
    }
  } catch {
    // Not base64 JSON: refused below, as any other token Braintree cannot read.
  }
  throw ERRORS.invalidAuthorization();
}
