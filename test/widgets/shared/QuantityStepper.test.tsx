import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QuantityStepper, RemoveLineButton } from '@widgets/shared/QuantityStepper';

const stepper = (quantity: number, busy = false) => {
  const onChange = vi.fn();
  render(
    <QuantityStepper
      name="Smashing Book 7"
      quantity={quantity}
      busy={busy}
      className="mw-summary__stepper"
      onChange={onChange}
    />,
  );
  return onChange;
};

describe('QuantityStepper', () => {
  it('counts the line and asks for one fewer or one more', async () => {
    const user = userEvent.setup();
    const onChange = stepper(2);
    const group = screen.getByRole('group', { name: 'Quantity of Smashing Book 7' });
    expect(group.textContent).toContain('2');
    await user.click(screen.getByRole('button', { name: 'One fewer Smashing Book 7' }));
    await user.click(screen.getByRole('button', { name: 'One more Smashing Book 7' }));
    expect(onChange.mock.calls).toEqual([[1], [3]]);
  });

  it('never asks for fewer than one or more than the cart takes', async () => {
    const user = userEvent.setup();
    const onChange = stepper(1);
    const fewer = screen.getByRole('button', { name: 'One fewer Smashing Book 7' });
    expect(fewer.getAttribute('aria-disabled')).toBe('true');
    await user.click(fewer);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('waits while the cart is busy, keeping its buttons focusable', async () => {
    const user = userEvent.setup();
    const onChange = stepper(3, true);
    const more = screen.getByRole('button', { name: 'One more Smashing Book 7' });
    await user.click(more);
    expect(onChange).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(more);
  });
});

describe('RemoveLineButton', () => {
  it('removes the line it names, unless the cart is busy', async () => {
    const user = userEvent.setup();
    const onRemove = vi.fn();
    const { rerender } = render(
      <RemoveLineButton name="Smashing Book 7" busy className="x" onRemove={onRemove} />,
    );
    await user.click(screen.getByRole('button', { name: 'Remove Smashing Book 7' }));
    expect(onRemove).not.toHaveBeenCalled();
    rerender(
      <RemoveLineButton name="Smashing Book 7" busy={false} className="x" onRemove={onRemove} />,
    );
    await user.click(screen.getByRole('button', { name: 'Remove Smashing Book 7' }));
    expect(onRemove).toHaveBeenCalledOnce();
  });
});
