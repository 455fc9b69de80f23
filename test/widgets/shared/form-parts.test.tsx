import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useFormState } from '@kit/react/form-state';
import { useFormSubmit } from '@kit/react/form-submit';
import { PASSWORD_HINT } from '@domain/validation';
import { addressFields } from '@domain/address-form';
import { AddressLines } from '@widgets/shared/AddressLines';
import { EmailField } from '@widgets/shared/EmailField';
import { PasswordField } from '@widgets/shared/PasswordField';
import { SubmitForm } from '@widgets/shared/SubmitForm';
import { TermsCheck } from '@widgets/shared/TermsCheck';
import { defaultConfig } from '@config/config';
import { swapClients } from '@stores/seam';
import { expectAccessible } from '../../setup/axe';

const CHECKS = { terms: (accepted: boolean) => (accepted ? undefined : 'Accept the terms.') };

function Form({ send }: { readonly send: () => Promise<unknown> }) {
  const form = useFormState(() => ({ email: '', password: '', terms: false }), CHECKS, 'submit');
  const submit = useFormSubmit({ check: form.attempt, send });
  return (
    <main>
      <SubmitForm
        submit={submit}
        post={{ name: 'signup', next: '/welcome' }}
        label="Join"
        busyLabel="Joining…"
        after={<p>After.</p>}
      >
        <EmailField {...form.input('email')} />
        <PasswordField ruled {...form.input('password')} />
        <TermsCheck
          termsUrl="/terms"
          checked={form.fields.terms.value}
          error={form.shown('terms')}
          errorId="terms-error"
          onChange={(checked) => form.set('terms', checked)}
        />
      </SubmitForm>
    </main>
  );
}

describe('the shared form parts', () => {
  it('ties the terms problem to its box and forgets it once ticked', async () => {
    render(<Form send={() => Promise.resolve()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Join' }));
    const box = screen.getByRole('checkbox', { name: /I accept the terms of service/ });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Accept the terms.').id).toBe(box.getAttribute('aria-describedby'));
    await expectAccessible();
    await userEvent.click(box);
    expect(screen.queryByText('Accept the terms.')).toBeNull();
  });

  it('names the fields for autofill and says the password rule', () => {
    render(<Form send={() => Promise.resolve()} />);
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email.getAttribute('autocomplete')).toBe('email');
    const password = screen.getByLabelText('Password');
    expect(password.getAttribute('autocomplete')).toBe('new-password');
    expect(screen.getByText(PASSWORD_HINT)).toBeTruthy();
    expect(screen.getByText('After.')).toBeTruthy();
  });

  it('posts to its endpoint without its code, never a GET that puts the fields in the address', () => {
    render(<Form send={() => Promise.resolve()} />);
    const form = screen.getByRole('button', { name: 'Join' }).closest('form');
    expect(form?.getAttribute('method')).toBe('post');
    // The page's own origin: a path, so the page works wherever it is served.
    expect(form?.getAttribute('action')).toBe('/forms/signup');
    const hidden = [...(form?.querySelectorAll('input[type="hidden"]') ?? [])].map((input) => [
      input.getAttribute('name'),
      input.getAttribute('value'),
    ]);
    expect(hidden).toEqual([
      ['_page', location.pathname],
      ['_next', '/welcome'],
    ]);
    // Only where scripts do not run does the form tell its endpoint so.
    expect(form?.querySelector('noscript')).not.toBeNull();
  });

  it('posts to the services’ origin when the page settings put them elsewhere', () => {
    swapClients({ config: defaultConfig('https://services.example') });
    try {
      render(<Form send={() => Promise.resolve()} />);
      const form = screen.getByRole('button', { name: 'Join' }).closest('form');
      expect(form?.getAttribute('action')).toBe('https://services.example/forms/signup');
    } finally {
      swapClients({});
    }
  });

  it('says it is busy while sent, and refuses a second click', async () => {
    let finish: () => void = () => undefined;
    const send = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<Form send={send} />);
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Join' }));
    const busy = screen.getByRole('button', { name: 'Joining…' });
    expect(busy.getAttribute('aria-disabled')).toBe('true');
    expect(busy.closest('form')?.getAttribute('aria-busy')).toBe('true');
    await userEvent.click(busy);
    expect(send).toHaveBeenCalledTimes(1);
    finish();
    expect(await screen.findByRole('button', { name: 'Join' })).toBeTruthy();
  });
});

function Address({ sectioned }: { readonly sectioned: boolean }) {
  const form = useFormState(() => addressFields({ city: 'Freiburg' }), {});
  return (
    <AddressLines form={form} section="billing" pairClassName="pair" sectionedNames={sectioned} />
  );
}

describe('AddressLines', () => {
  it('labels each line and names it for the autofill section, the section in the name if asked', () => {
    const { unmount } = render(<Address sectioned />);
    const city = screen.getByRole('textbox', { name: 'City' }) as HTMLInputElement;
    expect(city.value).toBe('Freiburg');
    expect(city.name).toBe('billing-city');
    expect(city.getAttribute('autocomplete')).toBe('billing address-level2');
    expect(screen.getByRole('textbox', { name: 'Company (optional)' })).toBeTruthy();
    unmount();
    render(<Address sectioned={false} />);
    expect((screen.getByRole('textbox', { name: 'City' }) as HTMLInputElement).name).toBe('city');
  });
});
