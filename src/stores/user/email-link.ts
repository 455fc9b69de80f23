import { atom } from 'nanostores';
import { readEmailToken } from '@domain/email-link';
import {
  LOGIN_TO_CONFIRM_EMAIL,
  WELCOME_CONFIRMED,
  emailChanged,
  linkProblem,
  userMessage,
} from '@domain/messages';
import { onReset } from '../seam';
import { confirmEmailChange, ensureIdentity, verifyToken } from './actions';
import { rememberReturnPath } from './routes';
import { $identity } from './state';

/** How following the page's email link went. */
export type EmailLinkState =
  | { readonly state: 'idle' }
  | { readonly state: 'working' }
  | { readonly state: 'done'; readonly message: string }
  /** `login`: the link needs a logged-in member (an email change opened by a visitor). */
  | { readonly state: 'failed'; readonly message: string; readonly login?: boolean };

// A page opened from an email link is checking it from its first paint.
const initial = (): EmailLinkState => ({
  state: typeof location !== 'undefined' && readEmailToken(location.hash) ? 'working' : 'idle',
});

export const $emailLink = atom<EmailLinkState>(initial());

export const resetEmailLink = onReset(() => $emailLink.set(initial()));

/**
 * Follows the email link that opened this page: a signup confirmation or a recovery logs the
 * member in (a confirmation also creates their account on the main site), an email change is
 * confirmed for the logged-in member, and a visitor is asked to log in first (coming back
 * here). The token leaves the address bar at once, so a reload or a shared URL cannot replay
 * it. Without a token in the fragment nothing happens.
 */
export async function followEmailLink(): Promise<void> {
  const { pathname, search, hash } = window.location;
  const found = readEmailToken(hash);
  if (!found) return;
  window.history.replaceState(window.history.state, '', `${pathname}${search}`);
  $emailLink.set({ state: 'working' });
  try {
    if (found.kind === 'email_change') {
      await ensureIdentity();
      if (!$identity.get().user) {
        rememberReturnPath(pathname);
        $emailLink.set({ state: 'failed', message: LOGIN_TO_CONFIRM_EMAIL, login: true });
        return;
      }
      const user = await confirmEmailChange(found.token);
      $emailLink.set({ state: 'done', message: emailChanged(user.email) });
      return;
    }
    await verifyToken(found.kind === 'confirmation' ? 'signup' : 'recovery', found.token);
    // After a recovery the page's own form (MemberRecoverPassword) takes over.
    $emailLink.set(
      found.kind === 'confirmation'
        ? { state: 'done', message: WELCOME_CONFIRMED }
        : { state: 'idle' },
    );
  } catch (error) {
    $emailLink.set({ state: 'failed', message: linkProblem(userMessage(error)) });
  }
}
