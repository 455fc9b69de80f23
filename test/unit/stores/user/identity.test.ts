import { beforeEach, describe, expect, it } from 'vitest';
import {
  $identity,
  $plan,
  changeEmail,
  confirmEmailChange,
  ensureIdentity,
  login,
  logout,
  requestRecovery,
  signup,
  updateAddress,
  updatePassword,
  verifyToken,
} from '@stores/user';
import { $cart, addItem } from '@stores/cart';
import { followUser } from '@stores/cart/account';
import { setCustomer } from '@stores/cart/checkout';
import { IDENTITY_STORAGE_KEY, TAB_SESSION_KEY } from '@api/identity';
import { resetStores } from '@stores/seam';
import { connectStores } from '../../../support/connected';
import { mailedToken, uniqueEmail } from '../../../support/outbox';

const PASSWORD = 'whiskers-and-yarn';

async function member(name: string): Promise<string> {
  const email = uniqueEmail(name);
  await signup(email, PASSWORD, { full_name: 'Tabby Cat' });
  await verifyToken('signup', await mailedToken(email, 'signup-confirmation'));
  return email;
}

describe('the identity store against the reference backend', () => {
  beforeEach(() => {
    connectStores();
  });

  it('signs up, confirms with the mailed token and is logged in', async () => {
    const email = uniqueEmail('new');
    await signup(email, PASSWORD);
    expect($identity.get()).toMatchObject({ status: 'ready', user: null });
    const token = await mailedToken(email, 'signup-confirmation');
    const user = await verifyToken('signup', token);
    expect(user.email).toBe(email);
    expect($identity.get()).toMatchObject({ status: 'ready', user: { email } });
  });

  it('logs in, keeps the session only with remember me, and finds it again', async () => {
    const email = await member('remember');
    await logout();
    await login(email, PASSWORD, false);
    expect(localStorage.getItem(IDENTITY_STORAGE_KEY)).toBeNull();
    // Without "remember me" the tab keeps it, so the next page of the visit still knows them.
    expect(sessionStorage.getItem(TAB_SESSION_KEY)).toContain('access_token');
    await logout();
    expect(sessionStorage.getItem(TAB_SESSION_KEY)).toBeNull();
    await login(email, PASSWORD, true);
    expect(localStorage.getItem(IDENTITY_STORAGE_KEY)).toContain(email);
    // A new page: the stores start empty and find the remembered member.
    resetStores();
    connectStores();
    await ensureIdentity();
    expect($identity.get()).toMatchObject({ status: 'ready', user: { email } });
    await logout();
    expect(localStorage.getItem(IDENTITY_STORAGE_KEY)).toBeNull();
  });

  it('ends the session here when another tab logs out', async () => {
    const email = await member('tabs');
    await logout();
    await login(email, PASSWORD, true);
    await ensureIdentity();
    expect($identity.get().user?.email).toBe(email);
    // The other tab's logout removed the session record: this tab hears of it.
    localStorage.removeItem(IDENTITY_STORAGE_KEY);
    window.dispatchEvent(
      new StorageEvent('storage', { key: IDENTITY_STORAGE_KEY, newValue: null }),
    );
    expect($identity.get().user).toBeNull();
  });

  it('keeps the visitor and says why when the password is wrong', async () => {
    const email = await member('wrong');
    await logout();
    await expect(login(email, 'not-it', false)).rejects.toThrow();
    expect($identity.get()).toMatchObject({
      status: 'ready',
      user: null,
      error: 'No user found with that email, or password invalid.',
    });
  });

  it('recovers a password: the mailed link logs in, then a new password works', async () => {
    const email = await member('amnesia');
    await logout();
    await requestRecovery(email);
    await verifyToken('recovery', await mailedToken(email, 'password-recovery'));
    const saving = updatePassword('a-brand-new-secret');
    expect($identity.get().saving.password).toBe(true);
    await saving;
    expect($identity.get().saving.password).toBe(false);
    await logout();
    await login(email, 'a-brand-new-secret', false);
    expect($identity.get().user?.email).toBe(email);
  });

  it('changes the email only when the link in the new inbox comes back', async () => {
    const email = await member('mover');
    const next = uniqueEmail('moved');
    await changeEmail(next);
    expect($identity.get().user).toMatchObject({ email, new_email: next });
    await confirmEmailChange(await mailedToken(next, 'email-change'));
    expect($identity.get().user?.email).toBe(next);
  });

  it('saves the address with its own flag', async () => {
    await member('address');
    const saving = updateAddress({ city: 'Freiburg', country: 'DE' });
    expect($identity.get().saving).toMatchObject({ address: true, details: false });
    await saving;
    expect($identity.get().user?.user_metadata).toMatchObject({
      shippingAddress: { city: 'Freiburg' },
    });
  });

  it('logs out: no member, no remembered session, and the cart forgets the customer', async () => {
    // On a page, the widget that offers the logout makes the cart follow the user.
    followUser();
    const email = await member('leaver');
    await addItem('smashing-book-7-ebook');
    await setCustomer({
      email,
      shipping: { first_name: 'Tabby', city: 'Freiburg', country: 'DE' },
      sameAddress: true,
    });
    expect($cart.get().cart?.account?.email).toBe(email);
    await logout();
    expect($identity.get().user).toBeNull();
    expect($plan.get()).toBeUndefined();
    expect($cart.get().cart?.account).toBeNull();
    expect($cart.get().cart?.metadata.details).toBeUndefined();
    expect($cart.get().cart?.shipping).toEqual({});
    expect($cart.get().cart?.billing).toEqual({});
    expect($cart.get().cart?.items).toHaveLength(1);
  });
});
