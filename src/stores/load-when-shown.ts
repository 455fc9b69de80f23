import { onStart } from 'nanostores';
import type { ReadableAtom } from 'nanostores';

/**
 * Starts `load` when the first widget shows `$store`. onStart, not onMount: onMount's stop
 * waits a second after the last subscriber left, so a widget shown again within that second
 * (a story switch, the next test after a reset) would find the store still started and never
 * load; the loads are idempotent per page, so starting again is free. The load runs once the
 * current render is over: a widget reads the store while React renders, and a load begun
 * there would update other widgets mid-render. A failed load is kept in its store.
 *
 * Returns the store, so a module can define it as one `/* @__PURE__ *\/` expression: a bundle
 * that never reads the store leaves it, its load and everything they import out.
 */
export function loadWhenShown<S extends ReadableAtom<unknown>>(
  $store: S,
  load: () => Promise<unknown>,
): S {
  onStart($store, () => {
    queueMicrotask(() => void load().catch(() => undefined));
  });
  return $store;
}
