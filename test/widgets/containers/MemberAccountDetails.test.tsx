import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemberAccountDetails } from '@widgets/containers/MemberAccountDetails/MemberAccountDetails';
import {
  ADDRESS_MESSAGES,
  ADDRESS_SAVED,
  CITY_HAS_DIGITS,
  DEFAULT_MESSAGE,
  EMAIL_EMPTY,
  EMAIL_INVALID,
  EMAIL_UNCHANGED,
  FIELD_EMPTY,
  PASSWORD_CHANGED,
  PASSWORDS_DIFFER,
  PASSWORD_TOO_SHORT,
  emailChangeSent,
  nameSaved,
} from '@domain';
import { $identity, $user, login, logout } from '@stores/user';
import { connectStores } from '../../support/connected';
import { SAVED_ADDRESS } from '../../support/checkout-fixtures';
import { fakeLocation } from '../../support/location';
import { mailedToken } from '../../support/outbox';
import { expectAccessible } from '../../setup/axe';
import { signedInMember } from './membership-support';
import { renderInPage } from '../../support/render-in-page';

const mount = () =>
  renderInPage('Personal details', (host) => <MemberAccountDetails host={host} options={{}} />);

/** One form, found by its heading. */
const form = async (title: string) => within(await screen.findByRole('form', { name: title }));

/** The identity service refuses every save (a failure the reference backend cannot make). */
const refuseSaves = () => {
  const real = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) =>
    /\/identity\/user$/.test(String(input instanceof Request ? input.url : input)) &&
    (init?.method ?? (input instanceof Request ? input.method : 'GET')) === 'PUT'
      ? Promise.resolve(new Response('{}', { status: 500 }))
      : real(input, init),
  );
};

describe('MemberAccountDetails', { timeout: 30_000 }, () => {
  beforeEach(() => {
    connectStores();
    fakeLocation('/membership/personal');
  });
  afterEach(() => vi.restoreAllMocks());

  it('sends a visitor to log in', async () => {
    const location = fakeLocation('/membership/personal');
    mount();
    expect(screen.getByText('Loading your details…').getAttribute('aria-busy')).toBe('true');
    await vi.waitFor(() => expect(location.replace).toHaveBeenCalledWith('/auth'));
  });

  it('saves the name where Signup put it; an empty name is refused before sending', async () => {
    await signedInMember('name');
    mount();
    const name = await form('Your name');
    const field = name.getByLabelText('Name');
    expect(field).toHaveProperty('value', '');
    await userEvent.click(name.getByRole('button', { name: 'Save name' }));
    expect(name.getByText(FIELD_EMPTY)).toBeTruthy();
    await vi.waitFor(() => expect(document.activeElement).toBe(field));
    await userEvent.type(field, '  Tabby Cat ');
    await userEvent.click(name.getByRole('button', { name: 'Save name' }));
    expect(await name.findByText(nameSaved('Tabby Cat'))).toBeTruthy();
    expect($user.get()?.user_metadata?.full_name).toBe('Tabby Cat');
    await expectAccessible();
  });

  it('a new problem clears the last "Saved!": the two never stand side by side', async () => {
    await signedInMember('name');
    mount();
    const name = await form('Your name');
    const field = name.getByLabelText('Name');
    await userEvent.type(field, 'Tabby');
    await userEvent.click(name.getByRole('button', { name: 'Save name' }));
    expect(await name.findByText(nameSaved('Tabby'))).toBeTruthy();
    await userEvent.clear(field);
    await userEvent.click(name.getByRole('button', { name: 'Save name' }));
    expect(name.getByText(FIELD_EMPTY)).toBeTruthy();
    expect(name.queryByText(nameSaved('Tabby'))).toBeNull();
  });

  it('changes the email through the mailed link only; the current one stays until then', async () => {
    const old = await signedInMember('email');
    mount();
    const email = await form('Your email address');
    const field = email.getByLabelText('New email address');
    const send = email.getByRole('button', { name: 'Change email' });
    await userEvent.click(send);
    expect(email.getByText(EMAIL_EMPTY)).toBeTruthy();
    await userEvent.type(field, 'not-an-email');
    await userEvent.click(send);
    expect(email.getByText(EMAIL_INVALID)).toBeTruthy();
    await userEvent.clear(field);
    await userEvent.type(field, old.toUpperCase());
    await userEvent.click(send);
    expect(email.getByText(EMAIL_UNCHANGED)).toBeTruthy();

    const next = old.replace('@', '-new@');
    await userEvent.clear(field);
    await userEvent.type(field, next);
    await userEvent.click(send);
    expect(await email.findByText(emailChangeSent(next, old))).toBeTruthy();
    expect($user.get()?.email).toBe(old);
    expect(email.getByText(old)).toBeTruthy();
    expect(await mailedToken(next, 'email-change')).toBeTruthy();
    expect(field).toHaveProperty('value', '');
    await expectAccessible();
  });

  it('keeps a refused email and says why: the address belongs to someone else', async () => {
    await signedInMember('taken');
    mount();
    const email = await form('Your email address');
    await userEvent.type(email.getByLabelText('New email address'), 'member@example.com');
    await userEvent.click(email.getByRole('button', { name: 'Change email' }));
    expect((await email.findByRole('alert')).textContent).toMatch(/already been registered/);
    expect(email.getByLabelText('New email address')).toHaveProperty('value', 'member@example.com');
  });

  it('changes the password, typed twice and long enough; the new one logs in', async () => {
    const address = await signedInMember('password');
    mount();
    const password = await form('Your password');
    const change = password.getByRole('button', { name: 'Change password' });
    await userEvent.type(password.getByLabelText('New password'), 'abc');
    await userEvent.click(change);
    expect(password.getByText(PASSWORD_TOO_SHORT)).toBeTruthy();
    await userEvent.clear(password.getByLabelText('New password'));
    await userEvent.type(password.getByLabelText('New password'), 'meow-meow-99');
    await userEvent.type(password.getByLabelText('Repeat the new password'), 'meow-meow-98');
    await userEvent.click(change);
    expect(password.getByText(PASSWORDS_DIFFER)).toBeTruthy();
    await userEvent.clear(password.getByLabelText('Repeat the new password'));
    await userEvent.type(password.getByLabelText('Repeat the new password'), 'meow-meow-99');
    await userEvent.click(change);
    expect(await password.findByText(PASSWORD_CHANGED)).toBeTruthy();
    expect(password.getByLabelText('New password')).toHaveProperty('value', '');

    await logout();
    await expect(login(address, 'purr-purr-42', false)).rejects.toThrow();
    await login(address, 'meow-meow-99', false);
    expect($user.get()?.email).toBe(address);
  });

  it('saves the shipping address under the spec rules', async () => {
    await signedInMember('address');
    mount();
    const address = await form('Your shipping address');
    const save = address.getByRole('button', { name: 'Save address' });
    await userEvent.click(save);
    expect(address.getByText(ADDRESS_MESSAGES.firstname)).toBeTruthy();
    expect(address.getByText(ADDRESS_MESSAGES.lastname)).toBeTruthy();
    expect(address.getByText(ADDRESS_MESSAGES.country)).toBeTruthy();
    await vi.waitFor(() =>
      expect(document.activeElement).toBe(address.getByLabelText('First name')),
    );
    await userEvent.type(address.getByLabelText('First name'), 'Ada');
    await userEvent.type(address.getByLabelText('Last name'), 'Lovelace');
    await userEvent.type(address.getByLabelText('Street and house number'), 'Main 1');
    await userEvent.type(address.getByLabelText('Postcode'), '10115');
    await userEvent.type(address.getByLabelText('City'), 'Berlin 2');
    const country = address.getByRole('combobox', { name: 'Country' });
    // Listed, but not choosable (SPEC point 5).
    expect(address.getByRole('option', { name: /^Ukraine/ })).toHaveProperty('disabled', true);
    expect(address.getByRole('option', { name: /^Russian Federation/ })).toHaveProperty(
      'disabled',
      true,
    );
    await userEvent.selectOptions(country, 'Germany');
    await userEvent.click(save);
    expect(address.getByText(CITY_HAS_DIGITS)).toBeTruthy();
    await userEvent.clear(address.getByLabelText('City'));
    await userEvent.type(address.getByLabelText('City'), 'Berlin');
    await userEvent.click(save);
    expect(await address.findByText(ADDRESS_SAVED)).toBeTruthy();
    expect($user.get()?.user_metadata?.shippingAddress).toEqual(SAVED_ADDRESS);
    await expectAccessible();
  });

  it('a refused save keeps what was typed and disturbs no other form', async () => {
    await signedInMember('refused');
    mount();
    const name = await form('Your name');
    await userEvent.type(name.getByLabelText('Name'), 'Tabby');
    await userEvent.click(name.getByRole('button', { name: 'Save name' }));
    expect(await name.findByText(nameSaved('Tabby'))).toBeTruthy();

    refuseSaves();
    const address = await form('Your shipping address');
    await userEvent.type(address.getByLabelText('First name'), 'Ada');
    await userEvent.type(address.getByLabelText('Last name'), 'Lovelace');
    await userEvent.type(address.getByLabelText('Street and house number'), 'Main 1');
    await userEvent.type(address.getByLabelText('Postcode'), '10115');
    await userEvent.type(address.getByLabelText('City'), 'Berlin');
    await userEvent.selectOptions(address.getByRole('combobox', { name: 'Country' }), 'Germany');
    await userEvent.click(address.getByRole('button', { name: 'Save address' }));
    expect((await address.findByRole('alert')).textContent).toBe(DEFAULT_MESSAGE);
    // Only the form that failed says so; the name's success stands.
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(name.getByText(nameSaved('Tabby'))).toBeTruthy();
    expect(address.getByLabelText('City')).toHaveProperty('value', 'Berlin');
    expect(address.getByRole('combobox', { name: 'Country' })).toHaveProperty('value', 'DE');
    expect($user.get()?.user_metadata?.shippingAddress).toBeUndefined();
    expect($identity.get().saving).toMatchObject({ address: false, details: false });
    await expectAccessible();
  });
});
