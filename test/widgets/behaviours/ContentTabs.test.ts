import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ContentTabs from '@widgets/behaviours/ContentTabs';
import { expectAccessible } from '../../setup/axe';

const PLANS = `<main><h1>About</h1>
  <div class="plans">
    <section id="print"><h3>Print</h3><p>Six issues a year by post.</p></section>
    <section id="digital"><h3>Digital</h3><p>Every issue as PDF and ePub.</p></section>
    <section><h3>Both</h3><p>Print and digital together.</p></section>
  </div></main>`;

const connect = (label = 'Subscription options') => {
  document.body.innerHTML = PLANS;
  const host = document.querySelector<HTMLElement>('.plans')!;
  return { host, disconnect: ContentTabs.connect(host, { label }) };
};

const tab = (name: string) => screen.getByRole('tab', { name });

describe('ContentTabs', () => {
  afterEach(() => history.replaceState(null, '', '/about'));

  it('builds a tab list from the sections, the first selected', async () => {
    connect();
    const list = screen.getByRole('tablist', { name: 'Subscription options' });
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Print',
      'Digital',
      'Both',
    ]);
    expect(list.contains(tab('Print'))).toBe(true);
    expect(tab('Print').getAttribute('aria-selected')).toBe('true');
    expect(tab('Digital').tabIndex).toBe(-1);
    const panel = screen.getByRole('tabpanel', { name: 'Print' });
    expect(panel.textContent).toContain('Six issues a year by post.');
    expect(screen.getByText('Every issue as PDF and ePub.').closest('section')!.hidden).toBe(true);
    // The heading the tab now carries is not said twice.
    expect(screen.queryByRole('heading', { name: 'Print' })).toBeNull();
    await expectAccessible();
  });

  it('moves and selects with the arrows, Home and End, with a roving tab stop', async () => {
    connect();
    await userEvent.tab();
    expect(document.activeElement).toBe(tab('Print'));
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('Digital'));
    expect(tab('Digital').getAttribute('aria-selected')).toBe('true');
    expect(tab('Digital').tabIndex).toBe(0);
    expect(tab('Print').tabIndex).toBe(-1);
    expect(screen.getByRole('tabpanel', { name: 'Digital' })).toBeTruthy();
    await userEvent.keyboard('{End}');
    expect(document.activeElement).toBe(tab('Both'));
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('Print'));
    await userEvent.keyboard('{ArrowLeft}');
    expect(tab('Both').getAttribute('aria-selected')).toBe('true');
    await userEvent.keyboard('{Home}');
    expect(tab('Print').getAttribute('aria-selected')).toBe('true');
    // Tab leaves the row for the selected panel.
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('tabpanel', { name: 'Print' }));
  });

  it('keeps the selected tab in the address when its panel has an id, and opens from it', async () => {
    connect();
    await userEvent.click(tab('Digital'));
    expect(location.hash).toBe('#digital');
    await userEvent.click(tab('Both'));
    // A panel without an id of the editor's leaves the address as it was.
    expect(location.hash).toBe('#digital');
    document.body.replaceChildren();
    history.replaceState(null, '', '/about#digital');
    connect();
    expect(tab('Digital').getAttribute('aria-selected')).toBe('true');
    history.replaceState(null, '', '/about#print');
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(tab('Print').getAttribute('aria-selected')).toBe('true');
  });

  it('selects the first tab for a fragment that is no valid escape', () => {
    history.replaceState(null, '', '/about#print%');
    connect();
    expect(tab('Print').getAttribute('aria-selected')).toBe('true');
    history.replaceState(null, '', '/about#%E0%A4%A');
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(tab('Print').getAttribute('aria-selected')).toBe('true');
  });

  it("gives the editor's sections back on disconnect", () => {
    const { host, disconnect } = connect();
    disconnect();
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(host.querySelectorAll('[hidden],[role],[tabindex]')).toHaveLength(0);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    expect(host.querySelector('section')!.id).toBe('print');
    expect(host.querySelectorAll('section')[2]!.hasAttribute('id')).toBe(false);
  });
});
