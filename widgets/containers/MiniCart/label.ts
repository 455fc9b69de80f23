import type { CartSummary } from '@stores/cart/summary';
import { money } from '../../shared/money';

const itemsLabel = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`;

/**
 * The cart button's name: its count and total once the cart is known ("Cart, 2 items,
 * €45.00"), else "Cart". The component and the view at rest say the same.
 */
export function cartLabel({ cart, status, count }: CartSummary): string {
  const total = cart ? money(cart.total, cart.currency) : undefined;
  return status === 'ready'
    ? `Cart, ${itemsLabel(count)}${total && count ? `, ${total}` : ''}`
    : 'Cart';
}
