import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFormState, useFormState } from '@kit/react/form-state';

interface Details {
  email: string;
  same: boolean;
  billingCity: string;
}
const checks = {
  email: (value: string) => (value.includes('@') ? undefined : 'Bad email'),
  billingCity: (value: string, all: Details) => (all.same || value ? undefined : 'City needed'),
};

describe('createFormState', () => {
  it('computes problems and validity from every field, cross-field rules included', () => {
    const form = createFormState<Details>({ email: '', same: true, billingCity: '' }, checks);
    expect(form.problems.value).toEqual({ email: 'Bad email' });
    form.set('email', 'a@b');
    expect(form.valid.value).toBe(true);
    form.set('same', false);
    expect(form.problems.value).toEqual({ billingCity: 'City needed' });
    form.patch({ same: true, billingCity: undefined });
    expect(form.valid.value).toBe(true);
    expect(form.values()).toEqual({ email: 'a@b', same: true, billingCity: '' });
  });

  it('shows a problem only after the field was left or a submit was tried', () => {
    const form = createFormState<Details>({ email: '', same: true, billingCity: '' }, checks);
    expect(form.shown('email')).toBeUndefined();
    form.touch('email');
    form.touch('email');
    expect(form.shown('email')).toBe('Bad email');
    const other = createFormState<Details>({ email: '', same: false, billingCity: '' }, checks);
    expect(other.shown('billingCity')).toBeUndefined();
    expect(other.attempt()).toEqual({ email: 'Bad email', billingCity: 'City needed' });
    expect(other.shown('billingCity')).toBe('City needed');
  });
});

function EmailForm() {
  const form = useFormState(() => ({ email: '' }), { email: checks.email });
  const error = form.shown('email');
  return (
    <form>
      <label htmlFor="email">Email</label>
      <input
        id="email"
        value={form.fields.email.value}
        onChange={(event) => form.set('email', event.target.value)}
        onBlur={() => form.touch('email')}
      />
      {error && <p>{error}</p>}
      <p>{form.valid.value ? 'ready' : 'not ready'}</p>
    </form>
  );
}

describe('useFormState', () => {
  it('re-renders the component as the signals it read change', async () => {
    render(<EmailForm />);
    const input = screen.getByLabelText('Email');
    await userEvent.type(input, 'x');
    expect(screen.getByText('not ready')).toBeTruthy();
    expect(screen.queryByText('Bad email')).toBeNull();
    await userEvent.tab();
    expect(await screen.findByText('Bad email')).toBeTruthy();
    await userEvent.type(input, '@y');
    expect(await screen.findByText('ready')).toBeTruthy();
    expect((input as HTMLInputElement).value).toBe('x@y');
  });
});
