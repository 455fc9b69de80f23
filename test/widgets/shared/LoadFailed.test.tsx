import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoadFailed, TryAgain } from '@widgets/shared/LoadFailed';
import { useFocusAfterRetry } from '@widgets/shared/useFocusAfterRetry';
import { expectAccessible } from '../../setup/axe';

type Status = 'error' | 'loading' | 'ready';

/** A widget whose list fails once: retrying loads it, and the answer's heading takes focus. */
function Widget(): ReactNode {
  const [status, setStatus] = useState<Status>('error');
  const reload = () => {
    setStatus('loading');
    return Promise.resolve().then(() => setStatus('ready'));
  };
  const { answer, retry } = useFocusAfterRetry<HTMLHeadingElement>(status, reload);
  if (status === 'loading') return <p>Loading…</p>;
  if (status === 'ready') {
    return (
      <h2 ref={answer} tabIndex={-1}>
        Your orders
      </h2>
    );
  }
  return (
    <LoadFailed
      block="mw-orders"
      headingClass="mw-orders__heading"
      title="Your orders could not be loaded"
      message="The shop did not answer."
      onRetry={retry}
      heading={answer}
    />
  );
}

describe('LoadFailed', () => {
  it('says what could not be loaded and why, and offers to try again', () => {
    render(<Widget />);
    expect(screen.getByRole('heading', { name: 'Your orders could not be loaded' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('The shop did not answer.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('moves the focus to what came instead once the retry settles', async () => {
    const user = userEvent.setup();
    render(<Widget />);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const heading = await screen.findByRole('heading', { name: 'Your orders' });
    expect(document.activeElement).toBe(heading);
  });
});

describe('TryAgain', () => {
  it("says why in the form's alert, and asks again on its button", async () => {
    const retry = vi.fn();
    const { container } = render(
      <main>
        <TryAgain message="Your cards could not be loaded." onRetry={retry} />
      </main>,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Your cards could not be loaded.');
    expect(alert.className).toBe('mw-form__error');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledOnce();
    expect(container.querySelectorAll('button')).toHaveLength(1);
    await expectAccessible();
  });

  it("takes a widget's own look for its alert, and keeps the button without a reason", () => {
    const { rerender } = render(
      <TryAgain message="No answer." onRetry={() => undefined} alertClass="mw-orders__error" />,
    );
    expect(screen.getByRole('alert').className).toBe('mw-orders__error');
    rerender(<TryAgain message={null} onRetry={() => undefined} />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
