import { resolveChoice, variantChoice } from '@domain/product-options';
import { shownPrice } from '@domain/price';
import { productPrice } from '@stores/catalog/price';
import type { ProductPrice } from '@stores/catalog/price';
import { $catalog } from '@stores/catalog/state';
import { $plan } from '@stores/user/state';
import { choiceForm } from '../../shared/choice-options';
import type { ChoiceSource } from '../../shared/choice-options';
import { readChoice } from '../../shared/item-choice';

/**
 * The price of what the shopper chose (a ticket's tier adds to the ticket), for the reader's
 * plan, following the page's form as the choice changes. A choice the product cannot take
 * shows the product's own price: the add says what is wrong.
 */
export function followChoicePrice(
  host: HTMLElement,
  sku: string,
  source: ChoiceSource,
  show: (price: ProductPrice) => void,
): () => void {
  const $price = productPrice(sku);
  const update = () => {
    const price = $price.get();
    const product = $catalog.get().bySku[sku];
    if (price.status !== 'ready' || !product) {
      show(price);
      return;
    }
    const { options = {}, variant_id: variantId } = readChoice(host, source);
    const named = variantId ? variantChoice(product, variantId) : undefined;
    const chosen = resolveChoice(product, named ?? options);
    const extra = chosen.ok ? chosen.extra : 0;
    show({
      status: 'ready',
      currency: price.currency,
      ...shownPrice(
        {
          price: product.price + extra,
          ...(product.salePrice !== undefined && { salePrice: product.salePrice + extra }),
        },
        $plan.get(),
      ),
    });
  };
  const stop = $price.subscribe(update);
  const form = choiceForm(host, source);
  form?.addEventListener('change', update);
  return () => {
    stop();
    form?.removeEventListener('change', update);
  };
}
