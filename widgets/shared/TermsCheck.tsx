import type { ReactNode } from 'react';

/** "I accept the terms of service", with its problem under it tied to the box. */
export function TermsCheck({
  termsUrl,
  checked,
  error,
  errorId,
  name,
  onChange,
}: {
  readonly termsUrl: string;
  readonly checked: boolean;
  readonly error: string | undefined;
  readonly errorId: string;
  readonly name?: string;
  readonly onChange: (checked: boolean) => void;
}): ReactNode {
  return (
    <div className="mw-field">
      <label className="mw-check">
        <input
          type="checkbox"
          name={name}
          checked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => onChange(e.target.checked)}
        />
        {/* One box for the sentence: the label's flex row would make its link a column. */}
        <span className="mw-check__text">
          I accept the <a href={termsUrl}>terms of service</a>
        </span>
      </label>
      {error && (
        <p id={errorId} className="mw-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
