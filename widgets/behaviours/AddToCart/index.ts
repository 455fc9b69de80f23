import { defineBehaviour, opt } from '@kit';
import { connectAddToCart } from '../../shared/addToCartButton';

/** Adds the product to the cart from the editor's own button; the reader stays on the page. */
export default defineBehaviour({
  options: {
    sku: opt.requiredString(),
    quantity: opt.integer(1, 1, 99),
  },
  connect: (host, options) => connectAddToCart(host, options, 'AddToCart'),
});
