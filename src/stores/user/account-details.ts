import { map } from 'nanostores';
import { ADDRESS_SAVED, NAME_KEY, emailChangeSent, nameSaved } from '@domain/account-details';
import { PASSWORD_CHANGED, userMessage } from '@domain/messages';
import { onReset } from '../seam';
import { changeEmail, updateAddress, updateDetails, updatePassword } from './actions';
import type { User } from './state';

/** The member's four details forms (/membership/personal). */
export type AccountForm = 'name' | 'email' | 'password' | 'address';

/** How a form's last save went: each form has its own, so one never speaks for another. */
export type AccountFormState =
  | { readonly status: 'idle' }
  | { readonly status: 'saving' }
  | { readonly status: 'saved'; readonly message: string }
  | { readonly status: 'failed'; readonly error: string };

const initial = (): Record<AccountForm, AccountFormState> => ({
  name: { status: 'idle' },
  email: { status: 'idle' },
  password: { status: 'idle' },
  address: { status: 'idle' },
});

export const $accountForms = map<Record<AccountForm, AccountFormState>>(initial());

export const resetAccountForms = onReset(() => $accountForms.set(initial()));

/**
 * Runs one form's save through the identity store's action (which raises that part's saving
 * flag) and records its own outcome; a refusal is said in the catalogue's words and rethrown,
 * so the form keeps what was typed.
 */
async function saveForm(
  form: AccountForm,
  work: () => Promise<User>,
  said: (user: User) => string,
): Promise<User> {
  $accountForms.setKey(form, { status: 'saving' });
  try {
    const user = await work();
    $accountForms.setKey(form, { status: 'saved', message: said(user) });
    return user;
  } catch (error) {
    $accountForms.setKey(form, { status: 'failed', error: userMessage(error) });
    throw error;
  }
}

/**
 * Forgets a form's last outcome once the reader's next try is refused before sending: a new
 * problem must not stand beside the last save's "Saved!" (or its old refusal).
 */
export function forgetAccountOutcome(form: AccountForm): void {
  if ($accountForms.get()[form].status !== 'saving') $accountForms.setKey(form, { status: 'idle' });
}

/** Saves the name where the Signup widget put it. */
export const saveName = (name: string): Promise<User> =>
  saveForm(
    'name',
    () => updateDetails({ [NAME_KEY]: name.trim() }),
    () => nameSaved(name.trim()),
  );

/** Asks for an email change: the old address stays until the mailed link is followed. */
export function saveEmail(email: string): Promise<User> {
  return saveForm(
    'email',
    () => changeEmail(email),
    (user) => emailChangeSent(email.trim(), user.email),
  );
}

export const savePassword = (password: string): Promise<User> =>
  saveForm(
    'password',
    () => updatePassword(password),
    () => PASSWORD_CHANGED,
  );

export const saveShippingAddress = (address: Record<string, string>): Promise<User> =>
  saveForm(
    'address',
    () => updateAddress(address),
    () => ADDRESS_SAVED,
  );
