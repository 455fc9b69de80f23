// The error shapes of the services' contracts (docs/contracts.md), one constructor per shape.

/** An error a service answers with; `body` is already in that service's contract shape. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    message = `HTTP ${status}`,
  ) {
    super(message);
  }
}

/** The Storefront API's error shape: `{ error: { message, code, param } }`. */
export const storeError = (status: number, message: string, code: string, param?: string) =>
  new HttpError(status, { error: { message, code, ...(param && { param }) } }, message);

/** The identity service's error shape: `{ code, msg }`. */
export const identityError = (status: number, msg: string) =>
  new HttpError(status, { code: status, msg }, msg);

/** The identity token endpoint's shape: `{ error, error_description }`. */
export const tokenError = (status: number, error: string, description: string) =>
  new HttpError(status, { error, error_description: description }, description);

/** The main site API's and comments' shape: `{ msg }`. */
export const siteError = (status: number, msg: string) => new HttpError(status, { msg }, msg);

export type ErrorShape = (status: number, message: string, code: string) => HttpError;
