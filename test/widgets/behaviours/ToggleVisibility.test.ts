import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ToggleVisibility from '@widgets/behaviours/ToggleVisibility';
import { expectAccessible } from '../../setup/axe';

const connect = (trigger: string, hidden = true) => {
  document.body.innerHTML = `<main><h1>An event</h1>${trigger}
    <div id="agenda"${hidden ? ' hidden' : ''}><p>09:00 Doors open</p></div></main>`;
  const host = document.querySelector<HTMLElement>('[data-t]')!;
  return { host, disconnect: ToggleVisibility.connect(host, { target: '#agenda' }) };
};

describe('ToggleVisibility', () => {
  it('shows and hides its target as a disclosure button', async () => {
    connect('<button data-t>Show the agenda</button>');
    const button = screen.getByRole('button', { name: 'Show the agenda' });
    const agenda = document.getElementById('agenda')!;
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.getAttribute('aria-controls')).toBe('agenda');
    await userEvent.click(button);
    expect(agenda.hidden).toBe(false);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('09:00 Doors open')).toBeTruthy();
    await expectAccessible();
    await userEvent.click(button);
    expect(agenda.hidden).toBe(true);
  });

  it('starts as the editor wrote the target and works with Enter and Space', async () => {
    connect('<span data-t>Agenda</span>', false);
    const button = screen.getByRole('button', { name: 'Agenda' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await userEvent.tab();
    expect(document.activeElement).toBe(button);
    await userEvent.keyboard('{Enter}');
    expect(document.getElementById('agenda')!.hidden).toBe(true);
    await userEvent.keyboard(' ');
    expect(document.getElementById('agenda')!.hidden).toBe(false);
  });

  it('fails clearly on a target that is not on the page', () => {
    document.body.innerHTML = '<button>Show</button>';
    expect(() =>
      ToggleVisibility.connect(document.querySelector('button')!, { target: '#nowhere' }),
    ).toThrow('ToggleVisibility found no element #nowhere.');
  });

  it('lets go on disconnect', async () => {
    const { host, disconnect } = connect('<button data-t>Show the agenda</button>');
    disconnect();
    expect(host.hasAttribute('aria-expanded')).toBe(false);
    expect(host.hasAttribute('aria-controls')).toBe(false);
    await userEvent.click(host);
    expect(document.getElementById('agenda')!.hidden).toBe(true);
  });
});
