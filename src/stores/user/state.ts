import { atom, computed } from 'nanostores';
import { planOf } from '../../domain/membership';
import type { Plan } from '../../domain/membership';
import { onReset } from '../seam';

/** The logged-in reader as the identity service describes them (SPEC point 3). */
export interface User {
  readonly id: string;
  readonly email: string;
  readonly app_metadata?: {
    readonly subscription?: { readonly plan?: string; readonly type?: string };
  };
  readonly user_metadata?: Record<string, unknown>;
  readonly plan?: string;
}

/** The reader, or null for a visitor. Shared by every widget on the page. */
export const $user = atom<User | null>(null);

/** The reader's paid plan, if any: member prices, no ads. */
export const $plan = /* @__PURE__ */ computed($user, (user): Plan | undefined => planOf(user));

/** Sets the reader (the identity widgets call this after login, logout and refresh). */
export const setUser = (user: User | null): void => $user.set(user);

export const resetUser = onReset(() => $user.set(null));
