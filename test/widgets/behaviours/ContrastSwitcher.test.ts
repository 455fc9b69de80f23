import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ContrastSwitcher from '@widgets/behaviours/ContrastSwitcher';
import { $settings } from '@stores/settings';
import { expectAccessible } from '../../setup/axe';

const connect = (html: string, options = { labelOn: '' }) => {
  document.body.innerHTML = html;
  const host = document.body.firstElementChild as HTMLElement;
  return { host, disconnect: ContrastSwitcher.connect(host, options) };
};

describe('ContrastSwitcher', () => {
  it('toggles high contrast on <html>, persists it and reports its state', async () => {
    connect('<button>High contrast</button>');
    const button = screen.getByRole('button', { name: 'High contrast' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(button.getAttribute('type')).toBe('button');
    await userEvent.click(button);
    expect(document.documentElement.getAttribute('data-contrast')).toBe('high');
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(localStorage.getItem('mw-settings:highContrast')).toBe('true');
    await expectAccessible();
    await userEvent.click(button);
    expect(document.documentElement.hasAttribute('data-contrast')).toBe(false);
    expect($settings.get().highContrast).toBe(false);
  });

  it('makes a non-button element keyboard operable', async () => {
    const { host } = connect('<span>Contrast</span>');
    expect(host.getAttribute('role')).toBe('button');
    host.focus();
    await userEvent.keyboard('{Enter}');
    expect($settings.get().highContrast).toBe(true);
    await userEvent.keyboard(' ');
    expect($settings.get().highContrast).toBe(false);
  });

  it('swaps its label when asked and lets go on disconnect', async () => {
    const { host, disconnect } = connect('<button>High contrast</button>', {
      labelOn: 'Normal contrast',
    });
    await userEvent.click(host);
    expect(host.textContent).toBe('Normal contrast');
    disconnect();
    expect(host.textContent).toBe('High contrast');
    await userEvent.click(host);
    expect($settings.get().highContrast).toBe(true);
    expect(host.getAttribute('aria-pressed')).toBe('true');
  });
});
