import { useState } from 'react';
import type { ReactNode } from 'react';
import { countryChoices } from '@domain/account-details';
import { FieldFrame } from '@kit/react';

/**
 * The address's country as a native select: every country in the picker's order, the two we
 * cannot ship to listed but disabled. Built on the field frame rather than the kit's Select,
 * whose chunk would then be shared with the job-post form and ride on the checkout's pages.
 */
export function CountrySelect({
  value,
  error,
  onChange,
}: {
  readonly value: string;
  readonly error: string | undefined;
  readonly onChange: (code: string) => void;
}): ReactNode {
  const [countries] = useState(countryChoices);
  return (
    <FieldFrame label="Country" error={error}>
      {(control) => (
        <select
          {...control}
          name="country"
          autoComplete="shipping country"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        >
          <option value="">Choose your country</option>
          {countries.map((country) => (
            <option key={country.value} value={country.value} disabled={country.disabled}>
              {country.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
