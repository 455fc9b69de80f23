import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dialog } from '@kit/react';
import { expectAccessible } from '../../../setup/axe';

function Page() {
  const [open, setOpen] = useState(false);
  return (
    <main>
      <button type="button" onClick={() => setOpen(true)}>
        Show terms
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Terms">
        <p>Be kind.</p>
      </Dialog>
    </main>
  );
}

describe('Dialog', () => {
  it('opens named by its title, closes on Escape and gives focus back', async () => {
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Show terms' });
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Terms' });
    expect(dialog.textContent).toContain('Be kind.');
    await expectAccessible();
    // The native dialog answers Escape with a cancel event.
    act(() => {
      dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes with its close button', async () => {
    render(<Page />);
    await userEvent.click(screen.getByRole('button', { name: 'Show terms' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
