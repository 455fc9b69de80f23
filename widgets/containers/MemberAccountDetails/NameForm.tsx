import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { memberName, validateName } from '../../../src/domain/account-details';
import { Field, useSubmission } from '../../../src/kit/react';
import { $accountForms, saveName } from '../../../src/stores/user/account-details';
import type { User } from '../../../src/stores/user/state';
import { SaveOutcome } from './SaveOutcome';

/** The member's name, as the header greets them. */
export function NameForm({ user }: { readonly user: User }): ReactNode {
  const state = useStore($accountForms).name;
  const [name, setName] = useState(() => memberName(user));
  const title = useId();
  const form = useSubmission<{ name: string }>({
    check: () => ({ name: validateName(name) }),
    send: () => saveName(name),
    storeBusy: state.status === 'saving',
  });
  return (
    <form
      className="mw-form mw-account__form"
      aria-labelledby={title}
      onSubmit={form.onSubmit}
      noValidate
      aria-busy={form.busy}
    >
      <h2 id={title} className="mw-account__title">
        Your name
      </h2>
      <SaveOutcome state={state} />
      <Field
        label="Name"
        name="name"
        autoComplete="name"
        value={name}
        error={form.problems.name}
        onChange={(event) => {
          setName(event.target.value);
          form.clear('name');
        }}
      />
      <button type="submit" className="mw-button" aria-disabled={form.busy}>
        {form.busy ? 'Saving…' : 'Save name'}
      </button>
    </form>
  );
}
