import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import { Field } from '@kit/react';
import type { DetailsValues } from './details-form';
import type { FormState } from '@kit/react/form-state';

/** One name per ticket: who the door expects. */
export function Attendees({ form }: { readonly form: FormState<DetailsValues> }): ReactNode {
  useSignals();
  const names = form.fields.attendees.value;
  if (names.length === 0) return null;
  const problem = form.shown('attendees');
  return (
    <fieldset className="mw-fieldset">
      <legend>Attendees</legend>
      {names.map((name, index) => (
        <Field
          // Tickets have no identity of their own: the slot is the ticket.
          key={index}
          label={`Name on ticket ${index + 1}`}
          name={`attendee-${index + 1}`}
          autoComplete={index === 0 ? 'name' : 'off'}
          value={name}
          error={problem && !name.trim() ? problem : undefined}
          onChange={(event) =>
            form.set(
              'attendees',
              names.map((old, at) => (at === index ? event.target.value : old)),
            )
          }
          onBlur={() => form.touch('attendees')}
        />
      ))}
    </fieldset>
  );
}
