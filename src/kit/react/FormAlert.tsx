import type { ReactNode } from 'react';

/** The form's own failure (the service's refusal), announced at once; nothing when none. */
export function FormAlert({ error }: { readonly error: string | null }): ReactNode {
  return error ? (
    <p className="mw-form__error" role="alert">
      {error}
    </p>
  ) : null;
}
