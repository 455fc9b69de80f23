import { createLoader } from './loader';
import { setWidgetWarmer } from '@kit/widget-warmer';
import type { Registry, RegistryEntry } from '@kit/registry';
import { HELD_FRAGMENT } from '@kit/form-post';

const warm = (entry: RegistryEntry<unknown> | undefined) => {
  // A widget whose precondition fails here would render nothing there either (a visitor's
  // member parts): its chunk is not worth the bytes.
  if (entry && (!entry.when || entry.when())) void entry.load().catch(() => undefined);
};

const own = <T>(table: Readonly<Record<string, T>>, name: string): T | undefined =>
  Object.hasOwn(table, name) ? table[name] : undefined;

/** Runs `start` once the page has an element matching `selector`, now or later. */
const whenPresent = (selector: string, start: () => void) => {
  if (document.querySelector(selector)) return start();
  const watch = new MutationObserver(() => {
    if (!document.querySelector(selector)) return;
    watch.disconnect();
    start();
  });
  watch.observe(document.documentElement, { childList: true, subtree: true });
};

const mount = (registry: Registry) => {
  createLoader(document, { registry });
  // A form sent before this script ran comes back with its values (held-form.ts); the
  // prerendered hosts hold their actions by now, so its submit waits for its widget.
  // Were its chunk not to load, the browser logs the rejection; the form stays as it was.
  if (location.hash.startsWith(HELD_FRAGMENT)) {
    void import('./held-form').then(({ resumeHeldForm }) => resumeHeldForm(document));
  }
  for (const [selector, load] of Object.entries(registry.pageCode ?? {})) {
    whenPresent(selector, () => {
      load().then(
        (code) => code.default(document),
        (error: unknown) =>
          console.error(`[widgets] the code for ${selector} did not load:`, error),
      );
    });
  }
  // PreLoad asks for the chunks of the page a reader is about to open. Importing a chunk
  // fetches, parses and links it with the shared chunks it imports, as a modulepreload would,
  // so the next page finds them in the HTTP cache wherever the server lets them be cached.
  setWidgetWarmer(({ containers, behaviours }) => {
    containers.forEach((name) => warm(own(registry.containers, name)));
    behaviours.forEach((name) => warm(own(registry.behaviours, name)));
  });
};

/** The editor's view is asked for: `?widgets=debug`, or `data-debug` on the loader's script. */
const debugAsked = () =>
  /[?&]widgets=debug\b/.test(location.search) || !!document.querySelector('script[data-debug]');

/**
 * The loader proper, handed the registry of every widget by the page's entry (src/entry);
 * fetched by pages that have widgets.
 */
export const start = (registry: Registry): void => {
  registry.atStart?.();
  // The view's code is a chunk of its own, fetched only when asked for; it starts before the
  // loader mounts anything, so it sees each widget from its first state. Were it to fail, the
  // browser logs the rejection and the widgets mount all the same.
  if (debugAsked()) {
    void import('./debug/debug')
      .then(({ showDebug }) => showDebug(document, registry))
      .finally(() => mount(registry));
  } else mount(registry);
};
