import { buildMarkup, defineDomContainer, opt, warnOnce } from '@kit';
import type { Markup } from '@kit';
import { productPrice } from '@stores/catalog/price';
import { priceView, textOf } from './price-view';

const sameText = (host: HTMLElement, node: Markup) =>
  (host.textContent ?? '').replace(/\s+/g, ' ').trim() === textOf(node);

/**
 * A product's price in the reader's currency. A member sees the member price with the
 * regular one struck through; a sale shows the old price struck through. Plain DOM, so a page
 * of prices downloads no React. The editor's markup (the visitor's price) stays while the
 * price loads, and stays as long as it reads exactly what the price would: nothing moves.
 */
export default defineDomContainer({
  options: {
    sku: opt.requiredString(),
  },
  connect(host, { sku }) {
    const editors = [...host.childNodes];
    let replaced = false;
    const stop = productPrice(sku).subscribe((price) => {
      if (price.status === 'unknown')
        warnOnce(`PriceTag: no product with sku "${sku}" in the store.`);
      const view = priceView(price);
      if (!view || sameText(host, view)) return;
      host.replaceChildren(buildMarkup(host.ownerDocument, view));
      replaced = true;
    });
    return () => {
      stop();
      if (replaced) host.replaceChildren(...editors);
    };
  },
});
