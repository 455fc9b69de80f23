import { computed } from 'nanostores';
import type { User } from '@domain/user';
import { loadWhenShown } from '../load-when-shown';
import { knowReader } from './at-rest';
import { $identity } from './state';

/**
 * Who is reading, for a widget that only shows something by who it is (EditButton, the
 * dashboard): the user, null for a visitor, undefined while that is not known yet. The first
 * widget shown finds out (the session kept in the browser, checked once per page without the
 * identity client; see ./at-rest).
 */
export const $reader = /* @__PURE__ */ loadWhenShown(
  computed($identity, ({ status, user }): User | null | undefined =>
    status === 'ready' || status === 'error' ? user : undefined,
  ),
  knowReader,
);
