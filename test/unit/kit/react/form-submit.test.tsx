import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Field } from '@kit/react';
import { useFormState } from '@kit/react/form-state';
import { useFormSubmit } from '@kit/react/form-submit';
import { expectAccessible } from '../../../setup/axe';

const CHECKS = {
  name: (name: string) => (name.trim() ? undefined : 'Please fill out this field.'),
};

function Form({ send }: { send: (name: string) => Promise<unknown> }) {
  const form = useFormState(() => ({ name: '' }), CHECKS, 'submit');
  const [thanked, setThanked] = useState(false);
  const submit = useFormSubmit({
    check: form.attempt,
    send: () => send(form.fields.name.value),
    then: () => setThanked(true),
  });
  return (
    <form onSubmit={submit.onSubmit} noValidate aria-busy={submit.busy}>
      <Field label="Name" name="name" {...form.input('name')} />
      <button type="submit">{submit.busy ? 'Saving…' : 'Save'}</button>
      {thanked && <p>Saved.</p>}
      {submit.status === 'failed' && <p>Not saved.</p>}
    </form>
  );
}

describe('useFormSubmit with a form state revealed on submit', () => {
  it('says what is missing and moves focus to it, sending nothing', async () => {
    const send = vi.fn(() => Promise.resolve());
    render(
      <main>
        <Form send={send} />
      </main>,
    );
    const field = screen.getByRole('textbox', { name: 'Name' });
    await userEvent.click(field);
    await userEvent.tab();
    expect(field.getAttribute('aria-invalid')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toBeTruthy();
    await vi.waitFor(() => expect(document.activeElement).toBe(field));
    expect(send).not.toHaveBeenCalled();
    await expectAccessible();
    await userEvent.type(field, 'Ada');
    expect(field.getAttribute('aria-invalid')).toBeNull();
  });

  it('sends once while busy, then runs what follows', async () => {
    let finish: () => void = () => undefined;
    const send = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<Form send={send} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await userEvent.click(screen.getByRole('button', { name: 'Saving…' }));
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith('Ada');
    finish();
    expect(await screen.findByText('Saved.')).toBeTruthy();
  });

  it('keeps what was typed when the send fails', async () => {
    render(<Form send={() => Promise.reject(new Error('offline'))} />);
    const field = screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement;
    await userEvent.type(field, 'Ada');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Not saved.')).toBeTruthy();
    expect(field.value).toBe('Ada');
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
  });
});
