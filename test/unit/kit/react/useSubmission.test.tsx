import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Field, useSubmission } from '../../../../src/kit/react';
import { expectAccessible } from '../../../setup/axe';

function Form({ send }: { send: (name: string) => Promise<unknown> }) {
  const [name, setName] = useState('');
  const [thanked, setThanked] = useState(false);
  const form = useSubmission<{ name: string }>({
    check: () => ({ name: name.trim() ? undefined : 'Please fill out this field.' }),
    send: () => send(name),
    then: () => setThanked(true),
  });
  return (
    <form onSubmit={form.onSubmit} noValidate aria-busy={form.busy}>
      <Field
        label="Name"
        name="name"
        value={name}
        error={form.problems.name}
        onChange={(e) => {
          setName(e.target.value);
          form.clear('name');
        }}
      />
      <button type="submit">{form.busy ? 'Saving…' : 'Save'}</button>
      {thanked && <p>Saved.</p>}
      {form.status === 'failed' && <p>Not saved.</p>}
    </form>
  );
}

describe('useSubmission', () => {
  it('says what is missing and moves focus to it, sending nothing', async () => {
    const send = vi.fn(() => Promise.resolve());
    render(
      <main>
        <Form send={send} />
      </main>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const field = await screen.findByRole('textbox', { name: 'Name' });
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
