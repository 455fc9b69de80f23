/** The token an email link carries in its fragment (never sent to a server or a Referer). */
export type EmailToken =
  | { readonly kind: 'confirmation'; readonly token: string }
  | { readonly kind: 'recovery'; readonly token: string }
  | { readonly kind: 'email_change'; readonly token: string };

const KINDS = ['confirmation', 'recovery', 'email_change'] as const;

/** Reads `#confirmation_token=`, `#recovery_token=` or `#email_change_token=`. */
export function readEmailToken(hash: string): EmailToken | undefined {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  for (const kind of KINDS) {
    const token = params.get(`${kind}_token`)?.trim();
    if (token) return { kind, token };
  }
  return undefined;
}
