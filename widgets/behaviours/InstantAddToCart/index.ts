import { defineBehaviour, opt } from '@kit';
import { connectAddToCart } from '../../shared/addToCartButton';
import { CHOICE_OPTIONS } from '../../shared/choice-options';

/** Adds the product and goes straight to the cart (job posts, tickets, "buy now"). */
export default defineBehaviour({
  options: {
    sku: opt.requiredString(),
    quantity: opt.integer(1, 1, 99),
    cartUrl: opt.string('/cart'),
    ...CHOICE_OPTIONS,
  },
  connect: (host, { cartUrl, ...options }) =>
    connectAddToCart(host, options, 'InstantAddToCart', () =>
      host.ownerDocument.defaultView?.location.assign(cartUrl),
    ),
});
