import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONSENT_WITHDRAWN } from '@domain/partner-code';
import { respondToPrivacy } from '@stores/privacy';
import gatePartnerCode from '../../widgets/consent/consent';

let stop: (() => void) | undefined;

const page = (html: string) => {
  document.body.innerHTML = html;
  stop = gatePartnerCode(document);
};

/** The runnable copies of the editor's gated scripts: what the browser runs. */
const running = () => [...document.querySelectorAll('script:not([type="text/plain"])')];

const SCRIPTS = `
  <script type="text/plain" data-consent="statistics" src="/assets/embeds/visits.js"></script>
  <script type="text/plain" data-consent="necessary" data-type="module">window.kept = 1;</script>`;
const MAP = `<iframe data-consent="marketing" data-src="https://maps.example/embed?q=Freiburg"
  title="The map to the venue" width="600" height="400"></iframe>`;

afterEach(() => {
  stop?.();
  stop = undefined;
});

describe('partner code gated by consent', () => {
  it('runs a gated script only once its category is allowed, once', () => {
    page(SCRIPTS);
    expect(running()).toEqual([]);
    respondToPrivacy('necessary');
    expect(running()).toHaveLength(1);
    const [kept] = running() as HTMLScriptElement[];
    expect(kept?.type).toBe('module');
    expect(kept?.text).toBe('window.kept = 1;');
    respondToPrivacy('all');
    const [visits] = running().filter((s) => s.getAttribute('src'));
    expect(visits?.getAttribute('src')).toBe('/assets/embeds/visits.js');
    expect(running()).toHaveLength(2);
    respondToPrivacy('all');
    expect(running()).toHaveLength(2);
  });

  it('never runs anything after a decline', () => {
    page(SCRIPTS + MAP);
    respondToPrivacy('decline');
    expect(running()).toEqual([]);
    expect(document.querySelector('iframe')?.hasAttribute('src')).toBe(false);
  });

  it('holds an embed behind a placeholder that says what and from where, until a click', async () => {
    page(MAP);
    expect(
      screen.getByText(
        'The map to the venue is loaded from maps.example, which may set marketing cookies. It loads once you accept marketing cookies, or now with Load.',
      ),
    ).toBeTruthy();
    const frame = document.querySelector('iframe');
    expect(frame?.hasAttribute('src')).toBe(false);
    const load = screen.getByRole('button', { name: 'Load' });
    expect(load.getAttribute('aria-describedby')).toBeTruthy();
    load.focus();
    await userEvent.keyboard('{Enter}');
    expect(frame?.getAttribute('src')).toBe('https://maps.example/embed?q=Freiburg');
    expect(screen.queryByRole('button', { name: 'Load' })).toBeNull();
    expect(document.activeElement).toBe(frame);
  });

  it('loads embeds with consent, and unloads them when it is withdrawn, saying a reload ends the rest', () => {
    page(SCRIPTS + MAP);
    respondToPrivacy('all');
    expect(document.querySelector('iframe')?.getAttribute('src')).toContain('maps.example');
    expect(screen.queryByRole('button', { name: 'Load' })).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('');

    respondToPrivacy('decline');
    // The loaded frame was replaced: the partner's page is gone with it.
    expect(document.querySelector('iframe')?.hasAttribute('src')).toBe(false);
    expect(document.querySelectorAll('iframe')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Load' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain(CONSENT_WITHDRAWN);
  });

  it('keeps an embed the reader loaded by hand until a consent is withdrawn', async () => {
    page(MAP);
    await userEvent.click(screen.getByRole('button', { name: 'Load' }));
    respondToPrivacy('necessary');
    expect(document.querySelector('iframe')?.hasAttribute('src')).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('gates markup that arrives later, and warns of what it cannot gate', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    page('<main></main>');
    document.querySelector('main')?.insertAdjacentHTML(
      'beforeend',
      `${MAP}<script type="text/plain" data-consent="ads">x()</script>
       <iframe data-consent="marketing" data-src="javascript:alert(1)" title="Bad"></iframe>`,
    );
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Load' })).toHaveLength(1));
    respondToPrivacy('all');
    expect(running()).toEqual([]);
    expect(warn.mock.calls.map(([text]) => String(text))).toEqual([
      expect.stringContaining('Unknown data-consent="ads"'),
      expect.stringContaining('no web address'),
    ]);
    warn.mockRestore();
  });
});
