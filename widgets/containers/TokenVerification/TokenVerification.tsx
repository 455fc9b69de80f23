import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import type { ContainerProps } from '../../define';
import {
  LOGIN_TO_CONFIRM_EMAIL,
  WELCOME_CONFIRMED,
  emailChanged,
  linkProblem,
  userMessage,
} from '../../../src/domain/messages';
import { confirmEmailChange, ensureIdentity, verifyToken } from '../../../src/stores/user/actions';
import { onVerified } from '../../../src/stores/user/verified';
import { rememberReturnPath } from '../../../src/stores/user/routes';
import { $identity } from '../../../src/stores/user/state';
import { readEmailToken } from './tokens';

export interface TokenVerificationOptions {
  readonly loginUrl: string;
}

type Outcome =
  | { readonly state: 'idle' }
  | { readonly state: 'working' }
  | { readonly state: 'done'; readonly message: string }
  | { readonly state: 'failed'; readonly message: string; readonly login?: boolean };

/**
 * Follows the link from an email: a signup confirmation or a recovery logs the member in, an
 * email change is confirmed for the logged-in member. The token leaves the address bar at
 * once, so a reload or a shared URL cannot replay it.
 */
export function TokenVerification({
  options,
}: ContainerProps<TokenVerificationOptions>): ReactNode {
  const [found] = useState(() => readEmailToken(window.location.hash));
  const [outcome, setOutcome] = useState<Outcome>({ state: found ? 'working' : 'idle' });

  useEffect(() => {
    if (!found) return;
    const { pathname, search } = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${search}`);
    void (async () => {
      try {
        if (found.kind === 'email_change') {
          await ensureIdentity();
          if (!$identity.get().user) {
            rememberReturnPath(pathname);
            setOutcome({ state: 'failed', message: LOGIN_TO_CONFIRM_EMAIL, login: true });
            return;
          }
          const user = await confirmEmailChange(found.token);
          setOutcome({ state: 'done', message: emailChanged(user.email) });
          return;
        }
        await verifyToken(found.kind === 'confirmation' ? 'signup' : 'recovery', found.token);
        if (found.kind === 'confirmation') await onVerified();
        setOutcome(
          found.kind === 'confirmation'
            ? { state: 'done', message: WELCOME_CONFIRMED }
            : { state: 'idle' },
        );
      } catch (error) {
        setOutcome({ state: 'failed', message: linkProblem(userMessage(error)) });
      }
    })();
  }, [found]);

  switch (outcome.state) {
    case 'idle':
      return null;
    case 'working':
      return (
        <p className="mw-verify" role="status" aria-busy="true">
          Checking your link…
        </p>
      );
    case 'done':
      return (
        <p className="mw-verify mw-verify--done" role="status">
          {outcome.message}
        </p>
      );
    case 'failed':
      return (
        <p className="mw-verify mw-verify--failed" role="alert">
          {outcome.message} {outcome.login && <a href={options.loginUrl}>Log in</a>}
        </p>
      );
    default:
      return outcome satisfies never;
  }
}
