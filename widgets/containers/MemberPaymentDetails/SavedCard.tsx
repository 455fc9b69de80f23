import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { cardName } from '@domain/member-cards';
import { makeDefaultMemberCard, removeMemberCard } from '@stores/member-cards';
import type { MemberCardsAction, ShownCard } from '@stores/member-cards';

// The store keeps the failure and says it; the button has nothing to add.
const quietly = (work: Promise<void>) => void work.catch(() => undefined);

/**
 * One saved card: its name and expiry, the default mark or "Make default", and "Remove", which
 * asks first. Each button names its card for a screen reader, where the row is not seen.
 */
export function SavedCard({
  card,
  busy,
  onRemoved,
}: {
  readonly card: ShownCard;
  readonly busy: MemberCardsAction | null;
  /** The card is gone, and the focus with it: the list takes it. */
  readonly onRemoved: () => void;
}): ReactNode {
  const [confirming, setConfirming] = useState(false);
  const confirm = useRef<HTMLButtonElement>(null);
  const remove = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);
  // The Remove button is gone while the question shows: focus goes to its answer, and back
  // to Remove when the card is kept (or its removal failed).
  useEffect(() => {
    if (confirming) confirm.current?.focus();
    else if (asked.current) remove.current?.focus();
    asked.current = confirming;
  }, [confirming]);
  const name = cardName(card);
  const mine = (kind: MemberCardsAction['kind']) =>
    busy !== null && busy.kind === kind && 'cardId' in busy && busy.cardId === card.id;
  const which = <span className="mw-visually-hidden"> ({name})</span>;
  return (
    <li className="mw-cards__card">
      <span className="mw-cards__name">{name}</span>
      <span className="mw-cards__expiry">{card.expiry && `Expires ${card.expiry}`}</span>
      {card.isDefault ? (
        <strong className="mw-cards__default">Default</strong>
      ) : (
        <button
          type="button"
          className="mw-button mw-button--quiet"
          aria-disabled={busy !== null}
          onClick={() => busy === null && quietly(makeDefaultMemberCard(card.id))}
        >
          {mine('default') ? 'Making default…' : 'Make default'}
          {which}
        </button>
      )}
      {confirming ? (
        <span className="mw-cards__confirm" role="group" aria-label={`Remove ${name}?`}>
          <span aria-hidden="true">Remove this card?</span>
          <button
            ref={confirm}
            type="button"
            className="mw-button"
            aria-disabled={busy !== null}
            onClick={() => {
              if (busy !== null) return;
              removeMemberCard(card.id).then(onRemoved, () => setConfirming(false));
            }}
          >
            {mine('remove') ? 'Removing…' : 'Yes, remove it'}
            {which}
          </button>
          <button
            type="button"
            className="mw-button mw-button--quiet"
            onClick={() => setConfirming(false)}
          >
            Keep it{which}
          </button>
        </span>
      ) : (
        <button
          ref={remove}
          type="button"
          className="mw-button mw-button--quiet"
          aria-disabled={busy !== null}
          onClick={() => busy === null && setConfirming(true)}
        >
          Remove{which}
        </button>
      )}
    </li>
  );
}
