import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import type { ContainerProps } from '@kit';
import { $emailLink, followEmailLink } from '@stores/user/email-link';
import { followUser } from '@stores/cart/account';
import type { TokenVerificationOptions } from './options';

// The header sleeps on a visitor's page: a sign-in here must take the cart along itself.
followUser();

/**
 * Follows the link from an email (the user store's followEmailLink): a signup confirmation or
 * a recovery logs the member in, an email change is confirmed for the logged-in member. The
 * widget shows how it went.
 */
export function TokenVerification({
  options,
}: ContainerProps<TokenVerificationOptions>): ReactNode {
  const outcome = useStore($emailLink);

  useEffect(() => {
    void followEmailLink();
  }, []);

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
