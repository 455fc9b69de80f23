export {
  $cart,
  $cartStatus,
  $coupon,
  $itemCount,
  $lineGroups,
  $memberDiscounts,
  $memberPromotion,
  $memberTotalDiscount,
  resetCart,
} from './state';
export type { CartState, CartStatus, Phase } from './state';
export type { CartDetails, CartLine, CartView } from './view';
export { $cartSummary } from './summary';
export type { CartSummary } from './summary';
export { addItem } from './add-item';
export type { ItemChoice } from './add-item';
export {
  applyCoupon,
  ensureCart,
  loadCart,
  removeCoupon,
  removeItem,
  setItems,
  updateItem,
} from './actions';
