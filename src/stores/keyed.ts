import { onMount } from 'nanostores';
import type { Store } from 'nanostores';

/**
 * One store per key (a sku, an order id, a thread), built by `create` the first time a key is
 * asked for and handed out again while anything listens to it. Once its listeners are gone,
 * the store is released when nanostores unmounts it (STORE_UNMOUNT_DELAY after a listener
 * left, so a widget shown again at once finds the same store): a long-lived page showing many
 * products or threads keeps only the stores still on it, and a key asked for later gets a
 * fresh store over the same shared state. `keyOf` names the key when several arguments mean one store (two spellings of a path).
 *
 * A store released while someone still holds it comes back when they listen again, unless a
 * newer store for its key has taken its place.
 */
export function keyedStore<S extends Store>(
  create: (arg: string) => S,
  keyOf: (arg: string) => string = (arg) => arg,
): (arg: string) => S {
  const held = new Map<string, S>();
  return (arg) => {
    const key = keyOf(arg);
    const known = held.get(key);
    if (known) return known;
    const $store = create(arg);
    held.set(key, $store);
    onMount($store, () => {
      if (!held.has(key)) held.set(key, $store);
      return () => {
        if (held.get(key) === $store) held.delete(key);
      };
    });
    return $store;
  };
}
