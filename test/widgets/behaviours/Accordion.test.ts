import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Accordion from '@widgets/behaviours/Accordion';
import { expectAccessible } from '../../setup/axe';

const FAQ = `<main><h1>About</h1>
  <div class="faq">
    <h2>Who writes the magazine?</h2>
    <div><p>Independent authors from the community.</p></div>
    <h2>Can I pay by invoice?</h2>
    <div><p id="invoice">Yes, for orders over $100.</p></div>
    <h2>Do you ship worldwide?</h2>
    <p>We ship to every country.</p>
  </div></main>`;

const connect = (options: { single?: boolean; open?: readonly number[] } = {}) => {
  document.body.innerHTML = FAQ;
  const host = document.querySelector<HTMLElement>('.faq')!;
  const disconnect = Accordion.connect(host, { single: false, open: [], ...options });
  return { host, disconnect };
};

const header = (name: string) => screen.getByRole('button', { name });
const answer = (text: string) => screen.getByText(text).closest('[role="region"]');

describe('Accordion', () => {
  afterEach(() => history.replaceState(null, '', '/about'));

  it('turns each heading into a button that shows and hides the content after it', async () => {
    connect();
    const who = header('Who writes the magazine?');
    expect(who.closest('h2')).not.toBeNull();
    expect(who.getAttribute('aria-expanded')).toBe('false');
    const panel = document.getElementById(who.getAttribute('aria-controls')!)!;
    expect(panel.hidden).toBe(true);
    expect(panel.getAttribute('role')).toBe('region');
    expect(panel.getAttribute('aria-labelledby')).toBe(who.id);
    await userEvent.click(who);
    expect(who.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('region', { name: 'Who writes the magazine?' })).toBe(panel);
    expect(panel.hidden).toBe(false);
    await expectAccessible();
    await userEvent.click(who);
    expect(panel.hidden).toBe(true);
  });

  it('is operated with the keyboard: Enter and Space toggle, arrows, Home and End move', async () => {
    connect();
    const [who, invoice, ship] = [
      header('Who writes the magazine?'),
      header('Can I pay by invoice?'),
      header('Do you ship worldwide?'),
    ];
    await userEvent.tab();
    expect(document.activeElement).toBe(who);
    await userEvent.keyboard('{Enter}');
    expect(who.getAttribute('aria-expanded')).toBe('true');
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(invoice);
    await userEvent.keyboard(' ');
    expect(invoice.getAttribute('aria-expanded')).toBe('true');
    await userEvent.keyboard('{End}');
    expect(document.activeElement).toBe(ship);
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(who);
    await userEvent.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(ship);
    await userEvent.keyboard('{Home}');
    expect(document.activeElement).toBe(who);
  });

  it('keeps one section open with data-single and opens the data-open ones first', async () => {
    connect({ single: true, open: [2, 3] });
    expect(answer('Yes, for orders over $100.')?.hasAttribute('hidden')).toBe(false);
    expect(answer('We ship to every country.')?.hasAttribute('hidden')).toBe(true);
    await userEvent.click(header('Who writes the magazine?'));
    expect(header('Who writes the magazine?').getAttribute('aria-expanded')).toBe('true');
    expect(header('Can I pay by invoice?').getAttribute('aria-expanded')).toBe('false');
  });

  it("opens the section a link's fragment points into", () => {
    history.replaceState(null, '', '/about#invoice');
    connect();
    expect(header('Can I pay by invoice?').getAttribute('aria-expanded')).toBe('true');
    expect(header('Who writes the magazine?').getAttribute('aria-expanded')).toBe('false');
  });

  it('opens nothing for a fragment that is no valid escape, and still works', async () => {
    history.replaceState(null, '', '/about#100%');
    connect();
    expect(header('Can I pay by invoice?').getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(header('Can I pay by invoice?'));
    expect(header('Can I pay by invoice?').getAttribute('aria-expanded')).toBe('true');
  });

  it("gives the editor's markup back on disconnect", async () => {
    const { host, disconnect } = connect();
    disconnect();
    expect(host.querySelector('button')).toBeNull();
    expect(host.querySelector('[role],[hidden],[aria-labelledby]')).toBeNull();
    expect(host.querySelector('h2')?.textContent).toBe('Who writes the magazine?');
    await userEvent.click(screen.getByText('Can I pay by invoice?'));
    expect(screen.getByText('Yes, for orders over $100.')).toBeTruthy();
  });
});
