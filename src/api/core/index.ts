/**
 * The HTTP core under every client of src/api: one fetch call site (./send.ts) with a
 * deadline and the caller's cancel, JSON answers read (./json.ts), and each service's error
 * shape read into the catalogue's ApiError (./errors.ts, SPEC point 8). Query strings in the
 * Storefront API's bracket style come from ../query-string.ts.
 */
export { deadline } from './deadline';
export type { Deadline } from './deadline';
export { send } from './send';
export type { HttpAnswer, Limits } from './send';
export { MALFORMED, isRecord, parseJson, readJson } from './json';
export type { Refusal } from './json';
export { commentsRefusal, identityFailure, siteRefusal, storeRefusal, vaultData } from './errors';
export type { VaultAnswer } from './errors';
export { encodeQuery, withQuery } from '../query-string';
export type { QueryValue } from '../query-string';
