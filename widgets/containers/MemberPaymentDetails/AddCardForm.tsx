import type { ReactNode } from 'react';
import { FormAlert, useSubmission } from '../../../src/kit/react';
import { addMemberCard } from '../../../src/stores/member-cards';
import { CardFields, useCardForm } from '../../shared/CardFields';

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
  const card = useCardForm();
  const form = useSubmission<{ card: string }>({
    check: () => ({ card: card.attempt().number }),
    send: () => addMemberCard(card.values()),
    then: () => card.patch({ number: '', expiry: '', cvc: '' }),
    storeBusy,
  });
  return (
    <form
      className="mw-form mw-cards__add"
      onSubmit={form.onSubmit}
      noValidate
      aria-busy={busy}
      aria-labelledby="mw-cards-add"
    >
      <h3 id="mw-cards-add">Add a card</h3>
      <FormAlert error={error} />
      <CardFields form={card} />
      <button type="submit" className="mw-button" aria-disabled={form.busy}>
        {busy ? 'Saving the card…' : 'Save the card'}
      </button>
    </form>
  );
}
