import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import type { CardFormField } from '@domain/card-form';
import { cardName } from '@domain/member-cards';
import { PAYMENT_ELEMENT_IDS } from '@domain/payments';
import type { MembershipChoice } from '@domain/subscription';
import { FormAlert } from '@kit/react';
import { useFormSubmit } from '@kit/react/form-submit';
import { $memberCards, preselectedCard } from '@stores/member-cards';
import type { ShownCard } from '@stores/member-cards';
import { subscribe } from '@stores/membership';
import { $planWallets, loadPlanWallets, mountPlanWallet } from '@stores/membership/wallet';
import type { PlanWallet } from '@stores/membership/wallet';
import { CardFields, useCardForm } from '../../shared/CardFields';
import { PaymentTiles } from '../../shared/PaymentTiles';
import type { PaymentTile } from '../../shared/PaymentTiles';
import { SubmitForm } from '../../shared/SubmitForm';
import { planPrice } from '../../shared/PlanChoice';
import { PaymentSkeleton } from './PaymentSkeleton';

/** A saved card (`card:` and its id), a wallet, or a card typed now. */
type Way = `card:${string}` | PlanWallet | 'new';

const WALLET_LABELS: Readonly<Record<PlanWallet, string>> = { paypal: 'PayPal' };

const savedWay = (card: ShownCard): Way => `card:${card.id}`;

/** The saved cards first (as the member's card page lists them), the wallets, a new card last. */
function tilesOf(cards: readonly ShownCard[], wallets: readonly PlanWallet[]): PaymentTile<Way>[] {
  return [
    ...cards.map((card) => ({
      value: savedWay(card),
      mark: 'card' as const,
      label: cardName(card),
      detail: [card.expiry && `Expires ${card.expiry}`, card.isDefault && 'default']
        .filter(Boolean)
        .join(', '),
    })),
    ...wallets.map((wallet) => ({ value: wallet, mark: wallet, label: WALLET_LABELS[wallet] })),
    { value: 'new', mark: 'card', label: 'A new card' },
  ];
}

/**
 * How the member pays for the plan: a saved card (the default one chosen), a wallet the store
 * enables, or a new card in the card fields. Only one choice (no saved card, no wallet) shows
 * the card fields alone; a list that cannot be read offers what is left. A failure leaves the choice, what was typed and the plan as they were.
 */
export function PlanPayment({
  choice,
  error,
  onBought,
}: {
  readonly choice: MembershipChoice;
  readonly error: string | null;
  readonly onBought: () => void;
}): ReactNode {
  const { cards, status } = useStore($memberCards);
  const planWallets = useStore($planWallets);
  const wallets = planWallets.wallets.map((entry) => entry.wallet);
  useEffect(() => void loadPlanWallets(), []);
  const [picked, setPicked] = useState<Way | null>(null);
  const first = preselectedCard(cards);
  const tiles = tilesOf(cards, wallets);
  // A card removed elsewhere meanwhile is no choice any more.
  const way: Way =
    picked && tiles.some((tile) => tile.value === picked)
      ? picked
      : first
        ? savedWay(first)
        : 'new';
  const card = useCardForm();
  const form = useFormSubmit<CardFormField>({
    check: () => (way === 'new' ? card.attempt() : {}),
    send: () =>
      subscribe(
        choice,
        way === 'new' ? { card: card.values() } : { accountCardId: way.slice('card:'.length) },
      ),
    then: onBought,
  });
  const wallet = wallets.find((w) => w === way);
  // Shown once, complete: a tile or the fields appearing late would move what is below.
  if ([status, planWallets.status].some((s) => s === 'idle' || s === 'loading')) {
    return <PaymentSkeleton />;
  }
  return (
    <div className="mw-subscribe__payment">
      <h3>Payment</h3>
      <FormAlert error={error} />
      {tiles.length > 1 && (
        <PaymentTiles
          name="plan-payment"
          tiles={tiles}
          chosen={way}
          onChoose={setPicked}
          disabled={form.busy}
        />
      )}
      {wallet ? (
        <WalletPanel wallet={wallet} choice={choice} onPaid={onBought} />
      ) : (
        <SubmitForm
          submit={form}
          post={{ name: 'plan' }}
          label={`Pay ${planPrice(choice)} and start the plan`}
          busyLabel="Paying…"
        >
          {way === 'new' && <CardFields form={card} />}
        </SubmitForm>
      )}
    </div>
  );
}

/** A wallet's own button for the plan, mounted again when the plan or interval changes. */
function WalletPanel({
  wallet,
  choice,
  onPaid,
}: {
  readonly wallet: PlanWallet;
  readonly choice: MembershipChoice;
  readonly onPaid: () => void;
}): ReactNode {
  const panel = useRef<HTMLDivElement>(null);
  const paid = useRef(onPaid);
  useEffect(() => {
    paid.current = onPaid;
  });
  const [loading, setLoading] = useState(true);
  const { plan, interval, student } = choice;
  useEffect(() => {
    const target = panel.current;
    if (!target) return;
    let gone = false;
    let unmount: (() => void) | undefined;
    setLoading(true);
    mountPlanWallet(wallet, target, { plan, interval, student }, () => paid.current()).then(
      (close) => {
        if (gone) return close();
        unmount = close;
        setLoading(false);
      },
      // The plan form's message says why.
      () => setLoading(false),
    );
    return () => {
      gone = true;
      unmount?.();
    };
  }, [wallet, plan, interval, student]);
  return (
    <div ref={panel} className="mw-payment__panel" aria-busy={loading}>
      <div id={PAYMENT_ELEMENT_IDS[wallet]} className="mw-payment__button" />
      {loading && (
        <p className="mw-field__hint" role="status">
          Loading {WALLET_LABELS[wallet]}…
        </p>
      )}
    </div>
  );
}
