import { computed, map } from 'nanostores';
import { planOf } from '@domain/membership';
import type { Plan, PlanChange } from '@domain/membership';
import type { User } from '@domain/user';
import { onReset } from '../seam';

export type { User } from '@domain/user';

/** What a member is saving; each form has its own flag (SPEC point 4). */
export interface SavingFlags {
  details: boolean;
  password: boolean;
  address: boolean;
  plan: boolean;
}

export interface IdentityState {
  /** `ready` once it is known whether someone is logged in (user or null). */
  status: 'idle' | 'loading' | 'ready' | 'error';
  user: User | null;
  /** The last failure, as the reader should read it. */
  error: string | null;
  saving: SavingFlags;
  /** Set by the last plan change (SPEC point 4). */
  planChange: PlanChange | null;
}

const initial = (): IdentityState => ({
  status: 'idle',
  user: null,
  error: null,
  saving: { details: false, password: false, address: false, plan: false },
  planChange: null,
});

/** Who is reading, shared by every widget on the page. */
export const $identity = map<IdentityState>(initial());

/** The reader, or null for a visitor. */
export const $user = /* @__PURE__ */ computed($identity, (state) => state.user);

/** The reader's paid plan, if any: member prices, no ads. */
export const $plan = /* @__PURE__ */ computed($identity, (state): Plan | undefined =>
  planOf(state.user),
);

/** Sets the reader (after login, logout, refresh; stories and tests set it directly). */
export const setUser = (user: User | null): void =>
  $identity.set({ ...$identity.get(), user, status: 'ready', error: null });

export const resetUser = onReset(() => $identity.set(initial()));
