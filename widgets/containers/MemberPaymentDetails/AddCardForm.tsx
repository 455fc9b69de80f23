import type { ReactNode } from 'react';
import { FormAlert } from '@kit/react';
import { addMemberCard } from '@stores/member-cards';
import { CardFields, useCardSubmit } from '../../shared/CardFields';
import { SubmitForm } from '../../shared/SubmitForm';

/**
 * The card fields and their submit: the card goes to the vault, its token to the store. A
 * refusal (the vault's check, the bank's decline) is said above the fields and what was typed
 * stays for correcting; a saved card empties them.
 */
export function AddCardForm({
  error,
  busy,
  storeBusy,
}: {
  readonly error: string | null;
  /** This form's card is being saved. */
  readonly busy: boolean;
  /** Another change of the cards is running: a submit waits for it. */
  readonly storeBusy: boolean;
}): ReactNode {
  const { card, submit } = useCardSubmit({ send: addMemberCard, storeBusy });
  return (
    <SubmitForm
      submit={submit}
      post={{ name: 'card' }}
      label="Save the card"
      busyLabel="Saving the card…"
      className="mw-form mw-cards__add"
      busy={{ form: busy, words: busy }}
      labelledBy="mw-cards-add"
    >
      <h3 id="mw-cards-add">Add a card</h3>
      <FormAlert error={error} />
      <CardFields form={card} />
    </SubmitForm>
  );
}
