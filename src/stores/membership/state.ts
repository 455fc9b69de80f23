import { map } from 'nanostores';
import type { MembershipChoice } from '@domain/subscription';
import { onReset } from '../seam';

/** The member's plan as the store keeps it: what the plan page shows and changes. */
export interface ShownSubscription {
  readonly id: string;
  readonly choice: MembershipChoice;
  /** `canceled`: it runs to `periodEnd`, then ends unless renewed. */
  readonly status: 'active' | 'canceled';
  readonly price: number;
  readonly currency: string;
  /** ISO 8601: the end of the paid period (the renewal date, or the end once cancelled). */
  readonly periodEnd: string | null;
  readonly card: { readonly brand: string; readonly last4: string } | null;
}

export type MembershipAction = 'subscribe' | 'change' | 'cancel' | 'renew';

export interface MembershipState {
  readonly status: 'idle' | 'loading' | 'ready' | 'error';
  /** The running subscription (active, or cancelled within its paid period), if any. */
  readonly subscription: ShownSubscription | null;
  /** The last failure, as the member should read it; what they chose stays as it was. */
  readonly error: string | null;
  /** What is being sent; one at a time. */
  readonly busy: MembershipAction | null;
}

const initial = (): MembershipState => ({
  status: 'idle',
  subscription: null,
  error: null,
  busy: null,
});

export const $membership = map<MembershipState>(initial());

export const resetMembership = onReset(() => $membership.set(initial()));
