import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import HTMLOverlay from '@widgets/containers/HTMLOverlay';
import { expectAccessible } from '../../setup/axe';

const PAGE = `<main><h1>Articles</h1>
  <a href="/newsletter/" data-t>Get the newsletter</a>
  <template id="newsletter">
    <h2>Our newsletter</h2>
    <p>Every second Tuesday.</p>
    <form action="/newsletter/"><label>Email <input type="email" name="email"></label></form>
  </template>
  <template id="quote"><p>No heading here.</p></template></main>`;

const connect = (template = '#newsletter', closeLabel = 'Close') => {
  document.body.innerHTML = PAGE;
  const host = document.querySelector<HTMLElement>('[data-t]')!;
  return { host, disconnect: HTMLOverlay.connect(host, { template, closeLabel }) };
};

describe('HTMLOverlay', () => {
  it("opens the template's content in a dialog named by its heading, focus inside", async () => {
    connect();
    const opener = screen.getByRole('button', { name: 'Get the newsletter' });
    expect(opener.getAttribute('aria-haspopup')).toBe('dialog');
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Our newsletter' });
    expect(dialog.textContent).toContain('Every second Tuesday.');
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
    // A clone: the template keeps its content for the next time.
    expect(document.querySelector('template')!.content.childElementCount).toBe(3);
    await expectAccessible();
  });

  it('closes with its button and with Escape, giving focus back to the opener', async () => {
    connect('#newsletter', 'Not now');
    const opener = screen.getByRole('button', { name: 'Get the newsletter' });
    opener.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    await userEvent.keyboard(' ');
    expect(screen.getByRole('dialog')).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it("takes the opener's text as the name of content without a heading", async () => {
    connect('#quote');
    await userEvent.click(screen.getByRole('button', { name: 'Get the newsletter' }));
    expect(screen.getByRole('dialog', { name: 'Get the newsletter' }).textContent).toContain(
      'No heading here.',
    );
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
  });

  it('fails clearly when the template is missing, and lets go on disconnect', async () => {
    document.body.innerHTML = '<button>Open</button><div id="not-a-template"></div>';
    const button = document.querySelector('button')!;
    expect(() =>
      HTMLOverlay.connect(button, { template: '#not-a-template', closeLabel: 'Close' }),
    ).toThrow('HTMLOverlay found no <template> #not-a-template.');
    const { host, disconnect } = connect();
    await userEvent.click(host);
    disconnect();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(host.hasAttribute('aria-haspopup')).toBe(false);
    expect(host.hasAttribute('role')).toBe(false);
  });
});
