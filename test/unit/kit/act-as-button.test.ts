import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { actAsButton } from '@kit';
import { expectAccessible } from '../../setup/axe';

const host = (html: string) => {
  document.body.innerHTML = html;
  return document.body.firstElementChild as HTMLElement;
};

describe('actAsButton', () => {
  it('gives a span the role and a tab stop, and activates on click, Enter and Space', async () => {
    const activate = vi.fn();
    const release = actAsButton(host('<span>Add</span>'), activate);
    const button = screen.getByRole('button', { name: 'Add' });
    await expectAccessible();
    await userEvent.tab();
    expect(document.activeElement).toBe(button);
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await userEvent.click(button);
    expect(activate).toHaveBeenCalledTimes(3);
    release();
    expect(button.hasAttribute('role')).toBe(false);
    expect(button.hasAttribute('tabindex')).toBe(false);
    await userEvent.click(button);
    expect(activate).toHaveBeenCalledTimes(3);
  });

  it('keeps what the editor set and leaves it on disconnect', () => {
    const element = host('<a href="/cart" role="button" tabindex="-1">Buy</a>');
    actAsButton(element, () => undefined)();
    expect(element.getAttribute('role')).toBe('button');
    expect(element.getAttribute('tabindex')).toBe('-1');
  });

  it('makes a real button type="button" and does not fire twice on Enter', async () => {
    const activate = vi.fn();
    document.body.innerHTML = '<form><button>Toggle</button></form>';
    const submit = vi.fn((event: Event) => event.preventDefault());
    document.querySelector('form')?.addEventListener('submit', submit);
    const button = screen.getByRole('button', { name: 'Toggle' }) as HTMLButtonElement;
    actAsButton(button, activate);
    expect(button.type).toBe('button');
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(activate).toHaveBeenCalledTimes(1);
    expect(submit).not.toHaveBeenCalled();
  });

  it('stops a link made into a button from following its address', async () => {
    const element = host('<a href="#elsewhere">Open</a>');
    actAsButton(element, () => undefined);
    await userEvent.click(element);
    expect(location.hash).not.toBe('#elsewhere');
  });
});
