import { useId } from 'react';
import type { ReactNode } from 'react';
import type { Commitment } from '@domain/validation';
import { JOB_POST_SKUS } from '@domain/validation';
import { ListingPrice } from './ListingPrice';

export const COMMITMENT_LABELS: Readonly<Record<Commitment, string>> = {
  'full-time': 'Full-time position',
  freelance: 'Freelance gig',
};

export interface CommitmentChoiceProps {
  readonly value: string;
  readonly error: string | undefined;
  readonly onChange: (value: Commitment) => void;
  readonly onBlur: () => void;
}

/**
 * Full-time or freelance, as a radio group with each listing's price. Every radio carries the
 * group's problem, so focus can land on the first one and a screen reader reads why.
 */
export function CommitmentChoice({
  value,
  error,
  onChange,
  onBlur,
}: CommitmentChoiceProps): ReactNode {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset className="mw-field mw-job-post__choice">
      <legend>Commitment</legend>
      {(Object.keys(COMMITMENT_LABELS) as Commitment[]).map((commitment) => (
        <label key={commitment} className="mw-check">
          <input
            type="radio"
            name={`${id}-commitment`}
            value={commitment}
            checked={value === commitment}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={() => onChange(commitment)}
            onBlur={onBlur}
          />{' '}
          <span>
            {COMMITMENT_LABELS[commitment]} <ListingPrice sku={JOB_POST_SKUS[commitment]} />
          </span>
        </label>
      ))}
      {error && (
        <p id={errorId} className="mw-field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
