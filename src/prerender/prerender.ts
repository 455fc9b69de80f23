import { createElement } from 'react';
import { prerender } from 'react-dom/static';
import { JSDOM } from 'jsdom';
import { readOptions } from '@kit/options';
import { PRERENDERED_ATTRIBUTE } from '@kit/wake';
import { readPageConfig } from '@config/config';
import { resetStores, swapClients } from '@stores/seam';
import type { AnyContainer, Registry } from '@kit/registry';
import type { DomContainerModule } from '@kit/define';
import { PERSONAL_ATTRIBUTE } from '@kit/personal';
import { assumeStoredState } from '@stores/first-view';
import { installWindow } from './globals';
import { formsNotPosted } from './form-check';
import type { PrerenderOptions } from './options';

export type { PrerenderOptions } from './options';

const SELECTOR = '[data-container]';

/**
 * A render of pages with the registry the entry hands it (src/entry/prerender.ts): the page
 * with every container's first view (a visitor's, with empty storage) rendered
 * into its host by React's server renderer, the host marked `data-prerendered`. Containers
 * built without React (connected with plain DOM) keep the editor's markup, as do hosts
 * already prerendered, so the step can run twice. A container that throws keeps the editor's
 * markup too, and the loader renders it in the browser as it would on a page never built.
 */
export function createPrerender(
  loadRegistry: () => Promise<Registry>,
): (html: string, options: PrerenderOptions) => Promise<string> {
  // The registry's modules read the page at import (the address, storage): they are
  // imported the first time with a page in place, and shared by the pages after.
  let registryModule: Promise<Registry> | undefined;
  return (html, options) => renderPage(html, options, () => (registryModule ??= loadRegistry()));
}

async function renderPage(
  html: string,
  options: PrerenderOptions,
  registry: () => Promise<Registry>,
): Promise<string> {
  const warn = options.warn ?? ((message: string) => console.warn(message));
  const dom = new JSDOM(html, { url: options.url });
  // The window stays the global one after the page is done: stores stop a second after
  // their last reader leaves, on a timer that still reaches for it. The next page replaces it.
  installWindow(dom);
  {
    const { containers } = await registry();
    resetStores();
    const doc = dom.window.document;
    // Each page with its own settings (the forms' endpoints are written into their actions),
    // not the first page's, which the browser's once-per-page reading would keep.
    swapClients({ config: readPageConfig(doc, (text) => warn(`[prerender] ${text}`)) });
    const hosts = [...doc.querySelectorAll<HTMLElement>(SELECTOR)].filter(
      (host) => !host.hasAttribute(PRERENDERED_ATTRIBUTE),
    );
    let serial = 0;
    for (const host of hosts) {
      const name = host.dataset.container?.trim() ?? '';
      const entry = Object.hasOwn(containers, name) ? containers[name] : undefined;
      if (!entry) continue;
      const module = (await entry.load()).default;
      if (!('Component' in module) && !module.prerender) continue;
      serial += 1;
      try {
        // What a visitor's browser would not render, the page does not hold either.
        const shown = !entry.when || entry.when();
        const view = (from: AnyContainer) =>
          'Component' in from
            ? renderFirstView(from, name, host, `mw-p${serial}-`, warn)
            : connectedView(from, name, host, warn);
        host.innerHTML = shown ? await view(module) : '';
        host.setAttribute(PRERENDERED_ATTRIBUTE, '');
        // A reader who may have a session or a cart sees a skeleton until their own view.
        if (entry.reader) host.setAttribute(PERSONAL_ATTRIBUTE, entry.reader);
      } catch (error) {
        warn(`[prerender] ${name} kept the editor's markup: ${String(error)}`);
      }
    }
    const html = dom.serialize();
    for (const form of formsNotPosted(html)) {
      warn(`[prerender] ${form} is no post with an action: its fields would go into an address`);
    }
    return html;
  }
}

/**
 * A container built with plain DOM whose visitor's view is worth writing into the page (the
 * header's corner): what it shows once connected, with the stores as a visitor's.
 */
async function connectedView(
  module: DomContainerModule,
  name: string,
  host: HTMLElement,
  warn: (message: string) => void,
): Promise<string> {
  assumeStoredState();
  const options = readOptions(name, host, module.options, (message) =>
    warn(`[prerender] ${message}`),
  );
  const disconnect = module.connect(host, options);
  // Views follow their stores in a microtask or two (a store's first value, a queued load).
  await new Promise((settled) => setTimeout(settled, 0));
  const shown = host.innerHTML;
  disconnect();
  return shown;
}

type ReactContainer = Extract<
  Awaited<ReturnType<Registry['containers'][string]['load']>>['default'],
  { Component: unknown }
>;

/**
 * One container's first view. The static renderer waits for the parts a container loads
 * lazily (the checkout's steps), which the string renderer would leave to the browser.
 */
async function renderFirstView(
  module: ReactContainer,
  name: string,
  host: HTMLElement,
  identifierPrefix: string,
  warn: (message: string) => void,
): Promise<string> {
  module.prepare?.();
  const options = readOptions(name, host, module.options, (message) =>
    warn(`[prerender] ${message}`),
  );
  const { prelude } = await prerender(
    createElement(module.Component, { options, host, prerendering: true }),
    {
      identifierPrefix,
    },
  );
  return new Response(prelude).text();
}
