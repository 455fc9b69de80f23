import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bindCombobox } from '@kit';
import { expectAccessible } from '../../setup/axe';

const setup = () => {
  document.body.innerHTML = `<form role="search"><label for="q">Search</label>
    <input id="q" type="search"><ul></ul></form>`;
  const input = screen.getByLabelText('Search') as HTMLInputElement;
  const listbox = document.querySelector('ul') as HTMLElement;
  listbox.setAttribute('aria-label', 'Suggestions');
  const onSelect = vi.fn((option: HTMLElement) => {
    input.value = option.textContent ?? '';
  });
  const onClear = vi.fn(() => {
    input.value = '';
  });
  const binding = bindCombobox({ input, listbox, onSelect, onClear });
  const suggest = (...words: string[]) => {
    listbox.innerHTML = words.map((w) => `<li role="option">${w}</li>`).join('');
    binding.refresh();
  };
  return { input, listbox, onSelect, onClear, binding, suggest };
};

describe('bindCombobox', () => {
  it('is a combobox with a hidden listbox until there is something to suggest', async () => {
    const { input, listbox } = setup();
    expect(screen.getByRole('combobox', { name: 'Search' })).toBe(input);
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.getAttribute('aria-controls')).toBe(listbox.id);
    expect(listbox.hidden).toBe(true);
    await expectAccessible();
  });

  it('walks the suggestions with the arrows and picks one with Enter', async () => {
    const { input, suggest, onSelect } = setup();
    await userEvent.type(input, 'la');
    suggest('Layers', 'Layout');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(input.hasAttribute('aria-activedescendant')).toBe(false);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const options = screen.getAllByRole('option');
    expect(input.getAttribute('aria-activedescendant')).toBe(options[1]?.id);
    expect(options[1]?.getAttribute('aria-selected')).toBe('true');
    await expectAccessible();
    await userEvent.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith(options[1]);
    expect(input.value).toBe('Layout');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(input);
  });

  it('closes on Escape, then clears the text on a second Escape', async () => {
    const { input, suggest, onClear } = setup();
    await userEvent.type(input, 'la');
    suggest('Layers');
    await userEvent.keyboard('{Escape}');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(onClear).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    expect(onClear).toHaveBeenCalled();
    expect(input.value).toBe('');
  });

  it('picks a clicked option and lets go of everything on disconnect', async () => {
    const { input, suggest, onSelect, binding } = setup();
    await userEvent.type(input, 'la');
    suggest('Layers', 'Layout');
    await userEvent.click(screen.getByRole('option', { name: 'Layers' }));
    expect(onSelect).toHaveBeenCalledTimes(1);
    binding.disconnect();
    expect(input.hasAttribute('role')).toBe(false);
    await userEvent.type(input, '{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenCalledTimes(1);
  });
});
