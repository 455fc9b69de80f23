import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { createLoader } from '@loader/loader';
import type { Loader } from '@loader/loader';
import { testRegistry } from './fixtures';
import { defineDomContainer, opt } from '@kit';

let loader: Loader | undefined;
afterEach(() => {
  loader?.stop();
  loader = undefined;
  vi.restoreAllMocks();
});

const page = (html: string) => {
  document.body.innerHTML = html;
};

describe('loader', () => {
  it('mounts containers with their options and marks them ready', async () => {
    page('<div data-container="Hello" data-name="Ada"></div><div data-container="Hello"></div>');
    loader = createLoader(document, { registry: testRegistry().registry });
    await waitFor(() => expect(document.body.textContent).toContain('Hello, Ada'));
    expect(document.body.textContent).toContain('Hello, world');
    const hosts = document.querySelectorAll('[data-container]');
    await waitFor(() => hosts.forEach((h) => expect(h.getAttribute('data-state')).toBe('ready')));
  });

  it('connects behaviours without React and disconnects them when removed', async () => {
    const { registry, connected, disconnected } = testRegistry();
    page('<button data-behaviour="Marker" data-sku="book" data-count="3">Buy</button>');
    loader = createLoader(document, { registry });
    const button = document.querySelector('button')!;
    await waitFor(() => expect(button.dataset.state).toBe('ready'));
    expect(button.dataset.seen).toBe('bookx3');
    button.remove();
    await waitFor(() => expect(disconnected).toEqual([button]));
    expect(connected).toEqual([button]);
    expect(loader.size()).toBe(0);
  });

  it('connects a container built without React and never fetches the React host', async () => {
    const Plain = defineDomContainer<{ word: string }>({
      options: { word: opt.string('plain') },
      connect(host, { word }) {
        host.dataset.word = word;
        return () => delete host.dataset.word;
      },
    });
    const reactHost = vi.fn();
    page('<button data-container="Plain" data-word="dom">Open</button>');
    loader = createLoader(document, {
      registry: {
        containers: { Plain: { load: () => Promise.resolve({ default: Plain as never }) } },
        behaviours: {},
      },
      reactHost,
    });
    const button = document.querySelector('button')!;
    await waitFor(() => expect(button.dataset.state).toBe('ready'));
    expect(button.dataset.word).toBe('dom');
    expect(reactHost).not.toHaveBeenCalled();
    loader.stop();
    expect(button.dataset.word).toBeUndefined();
  });

  it('mounts markup added after load, once, and unmounts markup removed', async () => {
    page('<main></main>');
    loader = createLoader(document, { registry: testRegistry().registry });
    const host = document.createElement('section');
    host.dataset.container = 'Hello';
    host.dataset.name = 'later';
    document.querySelector('main')!.append(host);
    await waitFor(() => expect(host.textContent).toBe('Hello, later'));
    loader.scan(document);
    expect(loader.size()).toBe(1);
    host.remove();
    await waitFor(() => expect(loader?.size()).toBe(0));
    await waitFor(() => expect(host.textContent).toBe(''));
  });

  it('follows a widget name set or changed on an existing element', async () => {
    const { registry, connected, disconnected } = testRegistry();
    page('<button id="b" data-sku="book">Buy</button>');
    loader = createLoader(document, { registry });
    const button = document.getElementById('b')!;
    button.dataset.behaviour = 'Marker';
    await waitFor(() => expect(connected).toEqual([button]));
    delete button.dataset.behaviour;
    await waitFor(() => expect(disconnected).toEqual([button]));
    expect(loader.size()).toBe(0);
  });

  it('warns once about an unknown widget, naming the known ones', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    page('<div data-container="Nope"></div><div data-container="Nope"></div>');
    loader = createLoader(document, { registry: testRegistry().registry });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toBe(
      '[widgets] Unknown container "Nope". Known containers: Broken, Hello, Missing, Skipped.',
    );
  });

  it('warns once about a malformed option and uses its default', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    page(
      '<b data-behaviour="Marker" data-sku="a" data-count="many"></b><b data-behaviour="Marker" data-sku="a" data-count="many"></b>',
    );
    loader = createLoader(document, { registry: testRegistry().registry });
    await waitFor(() => expect(document.querySelector('b')?.dataset.seen).toBe('ax1'));
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain(
      'data-count="many" is not a whole number from 1 to 99',
    );
  });

  it('fails a widget whose required option is missing, without touching its markup', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    page('<button data-behaviour="Marker">Buy</button>');
    loader = createLoader(document, { registry: testRegistry().registry });
    const button = document.querySelector('button')!;
    await waitFor(() => expect(button.dataset.state).toBe('error'));
    expect(button.textContent).toBe('Buy');
    expect(error).toHaveBeenCalledWith(
      '[widgets] Marker could not start: Marker needs data-sku (non-empty text).',
    );
  });

  it('retries a failed chunk once, then shows the error while other widgets work', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { registry, loads } = testRegistry();
    page(
      '<div id="bad" data-container="Missing"></div><div id="good" data-container="Hello"></div>',
    );
    loader = createLoader(document, { registry });
    const bad = document.getElementById('bad')!;
    await waitFor(() => expect(bad.dataset.state).toBe('error'));
    expect(loads.Missing).toBe(2);
    expect(error).toHaveBeenCalledWith(
      '[widgets] Missing could not start: Loading chunk Missing failed',
    );
    expect(bad.querySelector('[role="status"]')?.textContent).toMatch(/could not load/);
    await waitFor(() => expect(document.getElementById('good')?.textContent).toBe('Hello, world'));
  });

  it('times a hanging chunk out as a ChunkLoadError', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    page('<div data-container="Hello"></div>');
    const registry = {
      containers: { Hello: { load: () => new Promise<never>(() => undefined) } },
      behaviours: {},
    };
    loader = createLoader(document, { registry, chunkTimeoutMs: 5 });
    const host = document.querySelector<HTMLElement>('[data-container]')!;
    await waitFor(() => expect(host.dataset.state).toBe('error'));
  });

  it('contains a widget that throws in its error boundary', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    page(
      '<div id="bad" data-container="Broken"></div><div id="good" data-container="Hello"></div>',
    );
    loader = createLoader(document, { registry: testRegistry().registry });
    const bad = document.getElementById('bad')!;
    await waitFor(() => expect(bad.dataset.state).toBe('error'));
    expect(bad.textContent).toMatch(/could not load/);
    await waitFor(() => expect(document.getElementById('good')?.dataset.state).toBe('ready'));
  });

  it('skips a widget whose precondition fails, without fetching it', () => {
    const { registry } = testRegistry();
    page('<div data-container="Skipped"></div>');
    loader = createLoader(document, { registry });
    expect(registry.containers.Skipped?.load).not.toHaveBeenCalled();
    expect(document.querySelector('[data-container]')?.hasAttribute('data-state')).toBe(false);
  });
});
