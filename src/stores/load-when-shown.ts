import { onStart } from 'nanostores';
import type { ReadableAtom } from 'nanostores';
import { isBuildRender } from '@domain/build-render';

/**
 * Starts `load` when the first widget shows `$store`. onStart, not onMount: onMount's stop
 * waits a second after the last subscriber left, so a widget shown again within that second
 * (a story switch, the next test after a reset) would find the store still started and never
 * load; the loads are idempotent per page, so starting again is free. The load runs once the
 * current render is over: a widget reads the store while React renders, and a load begun
 * there would update other widgets mid-render. A failed load is kept in its store.
 *
 * The build's render of a visitor's first view loads nothing: it asks no service, and no load
 * would be back before the render is over anyway.
 *
 * Returns the store, so a module can define it as one `/* @__PURE__ *\/` expression: a bundle
 * that never reads the store leaves it, its load and everything they import out.
 */
export function loadWhenShown<S extends ReadableAtom<unknown>>(
  $store: S,
  load: () => Promise<unknown>,
): S {
  // Reading a store nobody listens to starts and stops it for that one read, so a load that
  // reads its own store (or a widget reading it before subscribing) would start it again from
  // inside the load, queueing load after load and never yielding to the page. One start is
  // queued at a time, and the load's own synchronous reads start nothing.
  let queued = false;
  onStart($store, () => {
    if (queued || (typeof document !== 'undefined' && isBuildRender(document))) return;
    queued = true;
    queueMicrotask(() => {
      const loading = load();
      queued = false;
      void loading.catch(() => undefined);
    });
  });
  return $store;
}
