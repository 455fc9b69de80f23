import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useCombobox } from '@kit/react';
import { expectAccessible } from '../../../setup/axe';

const COUNTRIES = ['Germany', 'Ghana', 'Greece', 'Russia'];

function CountryPicker() {
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState('none');
  const items = text ? COUNTRIES.filter((c) => c.toLowerCase().startsWith(text.toLowerCase())) : [];
  const box = useCombobox({
    items,
    isDisabled: (country) => country === 'Russia',
    onSelect: (country) => {
      setChosen(country);
      setText(country);
    },
    onClear: () => setText(''),
  });
  return (
    <main>
      <label htmlFor="country">Country</label>
      <input
        id="country"
        value={text}
        onChange={(e) => setText(e.target.value)}
        {...box.inputProps}
      />
      <ul aria-label="Countries" {...box.listboxProps}>
        {items.map((country, index) => (
          <li key={country} {...box.optionProps(index)}>
            {country}
          </li>
        ))}
      </ul>
      <p>Chosen: {chosen}</p>
    </main>
  );
}

describe('useCombobox', () => {
  it('suggests as the reader types and picks with the arrows and Enter', async () => {
    render(<CountryPicker />);
    const input = screen.getByRole('combobox', { name: 'Country' });
    await userEvent.type(input, 'g');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Germany',
      'Ghana',
      'Greece',
    ]);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const ghana = screen.getByRole('option', { name: 'Ghana' });
    expect(input.getAttribute('aria-activedescendant')).toBe(ghana.id);
    await expectAccessible();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByText('Chosen: Ghana')).toBeTruthy();
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('shows a disabled option and will not pick it', async () => {
    render(<CountryPicker />);
    const input = screen.getByRole('combobox', { name: 'Country' });
    await userEvent.type(input, 'ru');
    const russia = screen.getByRole('option', { name: 'Russia' });
    expect(russia.getAttribute('aria-disabled')).toBe('true');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await userEvent.click(russia);
    expect(screen.getByText('Chosen: none')).toBeTruthy();
  });

  it('picks with a click and clears the text on Escape with the popup closed', async () => {
    render(<CountryPicker />);
    const input = screen.getByRole('combobox', { name: 'Country' }) as HTMLInputElement;
    await userEvent.type(input, 'gr');
    await userEvent.click(screen.getByRole('option', { name: 'Greece' }));
    expect(screen.getByText('Chosen: Greece')).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    expect(input.value).toBe('');
  });
});
