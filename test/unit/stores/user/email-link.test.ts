import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  $emailLink,
  $identity,
  followEmailLink,
  logout,
  requestRecovery,
  signup,
  verifyToken,
} from '@stores/user';
import { LINK_EXPIRED, WELCOME_CONFIRMED } from '@domain';
import { connectStores } from '../../../support/connected';
import { mailedToken, uniqueEmail } from '../../../support/outbox';

const arrive = (path: string) => window.history.replaceState(null, '', path);

describe('following the email link that opened the page', () => {
  beforeEach(() => {
    connectStores();
  });
  afterEach(() => {
    arrive('/');
  });

  it('takes the token out of the address at once, then confirms the signup', async () => {
    const email = uniqueEmail('link');
    await signup(email, 'whiskers-7');
    arrive(
      `/membership/?tab=1#confirmation_token=${await mailedToken(email, 'signup-confirmation')}`,
    );
    const following = followEmailLink();
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/membership/?tab=1',
    );
    expect($emailLink.get()).toEqual({ state: 'working' });
    await following;
    expect($emailLink.get()).toEqual({ state: 'done', message: WELCOME_CONFIRMED });
    expect($identity.get().user?.email).toBe(email);
  });

  it('logs in from a recovery link and leaves the rest to the page', async () => {
    const email = uniqueEmail('link-recovery');
    await signup(email, 'whiskers-7');
    await verifyToken('signup', await mailedToken(email, 'signup-confirmation'));
    await logout();
    await requestRecovery(email);
    arrive(
      `/membership/recover-password#recovery_token=${await mailedToken(email, 'password-recovery')}`,
    );
    await followEmailLink();
    expect($emailLink.get()).toEqual({ state: 'idle' });
    expect($identity.get().user?.email).toBe(email);
  });

  it('says a used or forged link has expired', async () => {
    arrive('/membership/#confirmation_token=forged');
    await followEmailLink();
    expect($emailLink.get()).toEqual({ state: 'failed', message: LINK_EXPIRED });
  });

  it('does nothing on a page without a token', async () => {
    arrive('/membership/#section');
    await followEmailLink();
    expect($emailLink.get()).toEqual({ state: 'idle' });
    expect($identity.get().status).toBe('idle');
    expect(window.location.hash).toBe('#section');
  });
});
