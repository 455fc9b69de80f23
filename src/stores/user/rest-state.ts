import type { User } from '@domain/user';
import { onReset } from '../seam';
import { $identity, setUser } from './state';

/** The member shown from the browser's own record (./at-rest), until the client takes over. */
let restUser: User | null = null;

onReset(() => {
  restUser = null;
});

/** Shows `user` as read at rest: the identity client has not checked them on this page. */
export function showAtRest(user: User): void {
  restUser = user;
  setUser(user);
}

/** The reader shown is the one read at rest: the identity client has not taken over yet. */
export const shownAtRest = (): boolean => restUser !== null && $identity.get().user === restUser;
