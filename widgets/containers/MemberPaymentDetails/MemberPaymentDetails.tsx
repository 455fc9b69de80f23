import { useRef } from 'react';
import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import type { ContainerProps, NoOptions } from '@kit';
import { NO_SAVED_CARDS } from '@domain/member-cards';
import { FormAlert, LiveRegion } from '@kit/react';
import { $memberCards, loadMemberCards } from '@stores/member-cards';
import { $identity } from '@stores/user/state';
import { TryAgain } from '../../shared/LoadFailed';
import { useRouteGuard } from '../../shared/useRouteGuard';
import { AddCardForm } from './AddCardForm';
import { SavedCard } from './SavedCard';

/** No attributes: the cards are the signed-in member's, on their store account. */

/**
 * The member's saved cards: each with brand, last 4 and expiry, the default marked, "Make
 * default" and "Remove" on each other; a form adds one. Every change says what it did, or
 * why it failed beside the action that failed, and leaves the cards as they were then.
 */
export function MemberPaymentDetails(_: ContainerProps<NoOptions>): ReactNode {
  useRouteGuard();
  const { user, status: identity } = useStore($identity);
  const { status, cards, error, busy, said } = useStore($memberCards);
  const area = useRef<HTMLDivElement>(null);

  if (!user || identity !== 'ready' || status === 'idle' || status === 'loading') {
    return (
      <p className="mw-cards mw-panel mw-skeleton" aria-busy="true">
        Loading your cards…
      </p>
    );
  }
  if (status === 'error' && error?.on === 'load') {
    return (
      <div className="mw-cards mw-panel">
        <TryAgain message={error.message} onRetry={() => void loadMemberCards(true)} />
      </div>
    );
  }
  const listError = error && (error.on === 'remove' || error.on === 'default') ? error : null;
  return (
    <div className="mw-cards" aria-busy={busy !== null} ref={area} tabIndex={-1}>
      <LiveRegion message={said} className="mw-cards__message" />
      <FormAlert error={listError?.message ?? null} />
      {cards.length === 0 ? (
        <p>{NO_SAVED_CARDS}</p>
      ) : (
        <ul className="mw-cards__list" aria-label="Saved cards">
          {cards.map((card) => (
            <SavedCard
              key={card.id}
              card={card}
              busy={busy}
              onRemoved={() => area.current?.focus()}
            />
          ))}
        </ul>
      )}
      <AddCardForm
        error={error?.on === 'add' ? error.message : null}
        busy={busy?.kind === 'add'}
        storeBusy={busy !== null}
      />
    </div>
  );
}
