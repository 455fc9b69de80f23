/** The logged-in reader as the identity service describes them (SPEC point 3). */
export interface User {
  readonly id: string;
  readonly email: string;
  readonly app_metadata?: {
    readonly subscription?: { readonly plan?: string; readonly type?: string };
    readonly [key: string]: unknown;
  };
  readonly user_metadata?: Record<string, unknown>;
  readonly plan?: string;
  /** Set while an email change waits for its confirmation link. */
  readonly new_email?: string;
  readonly updated_at?: string;
}
