import { useStore } from '@nanostores/react';
import { $companionOf } from '@stores/cart/pairs';
import { $catalog } from '@stores/catalog/state';

/**
 * Whether the lines can be grouped: watching the pairs loads the product list, and until it
 * answers (or fails, when the lines stand alone) a companion would stand as a line of its own,
 * then move under its book and pull everything below it up.
 */
export function usePaired(): boolean {
  useStore($companionOf);
  const { status } = useStore($catalog, { keys: ['status'] });
  return status === 'ready' || status === 'error';
}
