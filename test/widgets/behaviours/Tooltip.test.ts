import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Tooltip from '@widgets/behaviours/Tooltip';
import { expectAccessible } from '../../setup/axe';

const connect = (trigger: string, text = '') => {
  document.body.innerHTML = `<main><h1>An article</h1><p>Read about ${trigger} today.</p></main>`;
  const host = document.querySelector<HTMLElement>('[data-t]')!;
  return { host, disconnect: Tooltip.connect(host, { text }) };
};

describe('Tooltip', () => {
  afterEach(() => vi.useRealTimers());

  it('describes its element and shows on focus; Escape hides it', async () => {
    connect('<abbr data-t title="Cumulative Layout Shift">CLS</abbr>');
    const tip = screen.getByRole('tooltip', { hidden: true });
    const abbr = screen.getByText('CLS');
    expect(tip.hidden).toBe(true);
    expect(abbr.hasAttribute('title')).toBe(false);
    await userEvent.tab();
    expect(document.activeElement).toBe(abbr);
    expect(screen.getByRole('tooltip').textContent).toBe('Cumulative Layout Shift');
    expect(abbr.getAttribute('aria-describedby')).toBe(tip.id);
    await expectAccessible();
    await userEvent.keyboard('{Escape}');
    expect(tip.hidden).toBe(true);
  });

  it('shows on hover and stays while the pointer moves onto the tip', () => {
    vi.useFakeTimers();
    connect('<button data-t data-x>caching</button>', 'Keeping answers to reuse them');
    const button = screen.getByRole('button', { name: 'caching' });
    const tip = screen.getByRole('tooltip', { hidden: true });
    expect(button.getAttribute('aria-describedby')).toBe(tip.id);
    fireEvent.mouseEnter(button);
    expect(tip.hidden).toBe(false);
    fireEvent.mouseLeave(button);
    fireEvent.mouseEnter(tip);
    vi.advanceTimersByTime(500);
    expect(tip.hidden).toBe(false);
    fireEvent.mouseLeave(tip);
    vi.advanceTimersByTime(500);
    expect(tip.hidden).toBe(true);
    fireEvent.mouseEnter(button);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(tip.hidden).toBe(true);
  });

  it('keeps an earlier description, fails without text and lets go on disconnect', () => {
    document.body.innerHTML = '<button>bare</button>';
    expect(() => Tooltip.connect(document.querySelector('button')!, { text: '' })).toThrow(
      'Tooltip needs data-text or a title on its element.',
    );
    const { host, disconnect } = connect(
      '<span data-t title="A tip" aria-describedby="note">term</span><span id="note">n</span>',
    );
    expect(host.tabIndex).toBe(0);
    expect(host.getAttribute('aria-describedby')).toMatch(/^note mw-tooltip-\d+$/);
    disconnect();
    expect(screen.queryByRole('tooltip', { hidden: true })).toBeNull();
    expect(host.getAttribute('title')).toBe('A tip');
    expect(host.getAttribute('aria-describedby')).toBe('note');
    expect(host.hasAttribute('tabindex')).toBe(false);
  });

  it('sits above its element, so what follows (a price) stays in view; below without room', () => {
    const { host } = connect('<abbr data-t title="questions and answers">Q&amp;A</abbr>');
    const tip = screen.getByRole('tooltip', { hidden: true });
    // jsdom lays nothing out: the element's place and the tip's height are given here.
    const place = (top: number) => {
      Object.defineProperties(host, {
        offsetTop: { configurable: true, value: 200 },
        offsetLeft: { configurable: true, value: 30 },
        offsetHeight: { configurable: true, value: 20 },
      });
      Object.defineProperty(tip, 'offsetHeight', { configurable: true, value: 24 });
      host.getBoundingClientRect = () => new DOMRect(30, top, 40, 20);
    };
    place(300);
    fireEvent.mouseEnter(host);
    expect(tip.style.top).toBe(`${200 - 24 - 4}px`);
    expect(tip.style.left).toBe('30px');
    fireEvent.keyDown(document, { key: 'Escape' });
    place(10);
    fireEvent.mouseEnter(host);
    expect(tip.style.top).toBe(`${200 + 20 + 4}px`);
  });
});
