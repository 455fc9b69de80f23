import { defineDomContainer, followInHost, warnOnce } from '@kit';
import { productTeaser } from '@stores/catalog/teaser';
import { priceTeaserView } from './view';
import { options } from './options';

/**
 * The member price of a product, in plain DOM: a book page downloads no React for it. A
 * visitor reads what members pay and where to become one, a member what their plan saves on
 * it; it follows a plan bought or changed on the page. While the product loads the editor's
 * fallback line stays; an empty host shows the loading line.
 */
export default defineDomContainer({
  options,
  connect(host, options) {
    return followInHost(host, productTeaser(options.sku), (teaser) => {
      if (teaser.status === 'unavailable' && teaser.unknownSku) {
        warnOnce(`PriceTeaser: no product with sku "${options.sku}".`);
      }
      return priceTeaserView(teaser, options);
    });
  },
});
