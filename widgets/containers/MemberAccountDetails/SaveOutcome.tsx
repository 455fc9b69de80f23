import type { ReactNode } from 'react';
import { FormAlert, LiveRegion } from '@kit/react';
import type { AccountFormState } from '@stores/user/account-details';

/** One form's result: its success said politely, its refusal at once; another form's never. */
export function SaveOutcome({ state }: { readonly state: AccountFormState }): ReactNode {
  return (
    <>
      <LiveRegion
        message={state.status === 'saved' ? state.message : ''}
        className="mw-account__saved"
      />
      <FormAlert error={state.status === 'failed' ? state.error : null} />
    </>
  );
}
