/** The one error type every client throws: a message for people plus status, code and param. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string | undefined;
  readonly param: string | undefined;
  constructor(message: string, status: number, code?: string, param?: string) {
    super(message);
    this.status = status;
    this.code = code;
    this.param = param;
  }
}
