import { defineBehaviour, opt } from '@kit';
import { connectAddToCart } from '../../shared/addToCartButton';
import { CHOICE_OPTIONS } from '../../shared/choice-options';

/** Adds the product to the cart from the editor's own button; the reader stays on the page. */
export default defineBehaviour({
  options: {
    sku: opt.requiredString(),
    quantity: opt.integer(1, 1, 99),
    ...CHOICE_OPTIONS,
  },
  connect: (host, options) => connectAddToCart(host, options, 'AddToCart'),
});
