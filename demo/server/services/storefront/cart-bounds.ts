import { storeError } from '../../backend/http';
import type { CartState } from './store';

/** Lines a cart holds, however they are added (the list replace takes as many). */
export const MAX_CART_LINES = 100;
/** One line's quantity, as one add may ask for. */
export const MAX_LINE_QUANTITY = 999;
/** One line's metadata as JSON: a long job post takes a few kilobytes. */
export const MAX_LINE_METADATA_BYTES = 16 * 1024;
/** All the metadata of a cart (its own and its lines'), as JSON. */
export const MAX_CART_METADATA_BYTES = 64 * 1024;

const bytes = (value: unknown) =>
  value === undefined ? 0 : Buffer.byteLength(JSON.stringify(value), 'utf8');

const cartMetadataBytes = (cart: CartState) =>
  cart.items.reduce((sum, line) => sum + bytes(line.metadata), bytes(cart.metadata));

/**
 * Refuses a change that leaves the cart past a bound. A cart already past one (stored before
 * the bounds) may still shrink: only what grows it is refused.
 */
export function checkCartBounds(before: CartState, after: CartState): void {
  if (after.items.length > MAX_CART_LINES && after.items.length > before.items.length) {
    throw storeError(
      400,
      `A cart holds at most ${MAX_CART_LINES} items`,
      'too_many_items',
      'items',
    );
  }
  const known = new Map(before.items.map((line) => [line.id, line]));
  for (const line of after.items) {
    const old = known.get(line.id);
    if (line.quantity > MAX_LINE_QUANTITY && line.quantity > (old?.quantity ?? 0)) {
      throw storeError(
        400,
        `At most ${MAX_LINE_QUANTITY} of one item fit in a cart`,
        'invalid',
        'quantity',
      );
    }
    const size = bytes(line.metadata);
    if (size > MAX_LINE_METADATA_BYTES && size > bytes(old?.metadata)) {
      throw storeError(
        400,
        `An item's details are limited to ${MAX_LINE_METADATA_BYTES / 1024} KB`,
        'metadata_too_large',
        'metadata',
      );
    }
  }
  const total = cartMetadataBytes(after);
  if (total > MAX_CART_METADATA_BYTES && total > cartMetadataBytes(before)) {
    throw storeError(
      400,
      `A cart's details are limited to ${MAX_CART_METADATA_BYTES / 1024} KB in all`,
      'metadata_too_large',
      'metadata',
    );
  }
}
