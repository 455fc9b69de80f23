import { createLoader } from './loader';
import { setWidgetWarmer } from '@kit/widget-warmer';
import { registry } from '@widgets/registry';
import type { RegistryEntry } from '@widgets/registry';

const warm = (entry: RegistryEntry<unknown> | undefined) => {
  // A widget whose precondition fails here would render nothing there either (a visitor's
  // member parts): its chunk is not worth the bytes.
  if (entry && (!entry.when || entry.when())) void entry.load().catch(() => undefined);
};

const own = <T>(table: Readonly<Record<string, T>>, name: string): T | undefined =>
  Object.hasOwn(table, name) ? table[name] : undefined;

const mount = () => {
  createLoader(document, { registry });
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

/** The loader proper, with the registry of every widget; fetched by pages that have widgets. */
export const start = (): void => {
  registry.atStart?.();
  // The view's code is a chunk of its own, fetched only when asked for; it starts before the
  // loader mounts anything, so it sees each widget from its first state. Were it to fail, the
  // browser logs the rejection and the widgets mount all the same.
  if (debugAsked()) {
    void import('./debug/debug')
      .then(({ showDebug }) => showDebug(document, registry))
      .finally(mount);
  } else mount();
};
