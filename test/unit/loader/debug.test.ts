import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createLoader } from '@loader/loader';
import type { Loader } from '@loader/loader';
import { showDebug } from '@loader/debug/debug';
import { NOT_LOADED_NOTE } from '@loader/debug/debug-rows';
import { testRegistry } from './fixtures';

class Unobserved {
  observe() {}
  disconnect() {}
}

let loader: Loader | undefined;
let stop: (() => void) | undefined;
beforeEach(() => {
  // jsdom has neither; the view only follows sizes and downloads with them.
  vi.stubGlobal('ResizeObserver', Unobserved);
  vi.stubGlobal('PerformanceObserver', Unobserved);
});
afterEach(() => {
  stop?.();
  loader?.stop();
  stop = loader = undefined;
  vi.unstubAllGlobals();
  vi.spyOn(console, 'warn').mockRestore();
});

/** The editor's view over `html`, started before the loader as the loader starts it. */
const debugPage = (html: string) => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  document.body.innerHTML = html;
  const { registry } = testRegistry();
  stop = showDebug(document, registry);
  loader = createLoader(document, { registry });
};

const panel = () => screen.getByRole('region', { name: /Widgets on this page/ });
/** The text of the panel's row for a widget. */
const row = (name: string) =>
  within(panel())
    .getAllByRole('row')
    .find((line) => within(line).queryByRole('rowheader')?.textContent === name)?.textContent;

describe("the editor's view", () => {
  it('lists every widget with its state and what is wrong with it', async () => {
    debugPage(
      `<div data-container="Helo"></div>
       <button data-behaviour="Marker" data-count="lots">Buy</button>
       <div data-container="Hello" data-name="Ada"></div>
       <div data-container="Skipped"></div>`,
    );
    await screen.findByRole('region', { name: 'Widgets on this page (4)' });
    expect(row('Helo container')).toBe(
      'Helo containerunknown——Unknown container "Helo": did you mean Hello?',
    );
    await waitFor(() =>
      expect(row('Marker behaviour')).toMatch(
        /^Marker behaviourerror—\d+ msMarker needs data-sku \(non-empty text\)\.Marker: data-count="lots" is not a whole number from 1 to 99; using "1"\.$/,
      ),
    );
    await waitFor(() => expect(row('Hello container')).toMatch(/^Hello containerready—\d+ ms$/));
    expect(row('Skipped container')).toBe(`Skipped containernot loaded——${NOT_LOADED_NOTE}`);
  });

  it('tags each host with its name and state, described by the options it read', async () => {
    debugPage('<button data-behaviour="Marker" data-sku="book" data-count="lots">Buy</button>');
    // jsdom lays nothing out: every host measures 0 by 0, and the view hides such a host's box.
    const tag = await screen.findByRole('button', { name: 'Marker · ready', hidden: true });
    const card = document.getElementById(tag.getAttribute('aria-describedby') ?? '');
    expect(card?.getAttribute('role')).toBe('tooltip');
    await waitFor(() =>
      expect(card?.textContent).toBe(
        'Marker (behaviour) · readydata-count1data-skubook' +
          'Marker: data-count="lots" is not a whole number from 1 to 99; using "1".',
      ),
    );
  });

  it('folds its list away and comes off the page', async () => {
    debugPage('<div data-container="Hello"></div>');
    const toggle = within(panel()).getByRole('button', { name: 'Hide' });
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(within(panel()).queryByRole('table')).toBeNull();
    stop?.();
    stop = undefined;
    expect(screen.queryByRole('region', { name: /Widgets on this page/ })).toBeNull();
  });
});
