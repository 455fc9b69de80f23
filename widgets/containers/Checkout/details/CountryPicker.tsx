import { useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { countryByCode, searchCountries } from '@domain/countries';
import type { Country } from '@domain/countries';
import { FieldFrame, useCombobox } from '@kit/react';

/** Enough to find any country by a few letters without drawing 250 options on each keystroke. */
const SHOWN = 30;

export interface CountryPickerProps {
  readonly label: string;
  readonly value: string;
  readonly error: string | undefined;
  readonly onChange: (code: string) => void;
  readonly onBlur: () => void;
}

/**
 * The country picker (WAI-ARIA combobox): finds a country by its English name or another
 * spelling ("Deutschland", "UK"), boosted countries first; Russia and Ukraine are listed but
 * cannot be chosen.
 */
export function CountryPicker({
  label,
  value,
  error,
  onChange,
  onBlur,
}: CountryPickerProps): ReactNode {
  const [query, setQuery] = useState<string | null>(null);
  const text = query ?? countryByCode(value)?.label ?? '';
  const items = useMemo(() => searchCountries(query ?? '').slice(0, SHOWN), [query]);
  const combo = useCombobox<Country>({
    items,
    isDisabled: (country) => country.disabled === true,
    onSelect: (country) => {
      setQuery(null);
      onChange(country.value);
    },
    onClear: () => setQuery(null),
  });
  return (
    <FieldFrame label={label} error={error} className="mw-country">
      {(control) => (
        <>
          <input
            {...control}
            type="text"
            name={`${control.id}-country`}
            value={text}
            {...combo.inputProps}
            onChange={(event) => setQuery(event.target.value)}
            onBlur={() => {
              combo.inputProps.onBlur();
              // A name typed in full counts as chosen; anything else goes back to the choice.
              const exact = searchCountries(query ?? '').find(
                (c) => !c.disabled && c.label.toLowerCase() === query?.trim().toLowerCase(),
              );
              if (exact) onChange(exact.value);
              setQuery(null);
              onBlur();
            }}
          />
          <ul className="mw-country__list" {...combo.listboxProps} aria-label={label}>
            {items.map((country, index) => (
              <li
                key={country.value}
                className="mw-country__option"
                data-active={combo.active === index || undefined}
                {...combo.optionProps(index)}
              >
                {country.label}
                {country.disabled && (
                  <span className="mw-country__note"> (we cannot ship here)</span>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </FieldFrame>
  );
}
