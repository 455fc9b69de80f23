import { buildMarkup, defineDomContainer, opt, warnOnce } from '@kit';
import type { Markup } from '@kit';
import { productPrice } from '@stores/catalog/price';
import type { ProductPrice } from '@stores/catalog/price';
import { CHOICE_OPTIONS, choiceForm } from '../../shared/choice-options';
import { priceView, textOf } from './price-view';

/** Whether every select of the form still shows what the page chose (its first option if none). */
const atDefaults = (form: HTMLFormElement) =>
  [...form.querySelectorAll('select')].every(
    (select) =>
      select.selectedIndex ===
      Math.max(
        0,
        [...select.options].findIndex((option) => option.defaultSelected),
      ),
  );

const sameText = (host: HTMLElement, node: Markup) =>
  (host.textContent ?? '').replace(/\s+/g, ' ').trim() === textOf(node);

/**
 * A product's price in the reader's currency. A member sees the member price with the
 * regular one struck through; a sale shows the old price struck through. Plain DOM, so a page
 * of prices downloads no React. The editor's markup (the visitor's price) stays while the
 * price loads, and stays as long as it reads exactly what the price would: nothing moves.
 * A product sold in variants shows the price of the chosen one (see choice-price.ts).
 */
export default defineDomContainer({
  options: {
    sku: opt.requiredString(),
    ...CHOICE_OPTIONS,
  },
  connect(host, { sku, ...source }) {
    const editors = [...host.childNodes];
    let replaced = false;
    const show = (price: ProductPrice) => {
      if (price.status === 'unknown')
        warnOnce(`PriceTag: no product with sku "${sku}" in the store.`);
      const view = priceView(price);
      if (!view || sameText(host, view)) return;
      host.replaceChildren(buildMarkup(host.ownerDocument, view));
      replaced = true;
    };
    let stop = productPrice(sku).subscribe(show);
    let following = false;
    // The chosen variant's price needs the choice's reader: loaded once a choice is fixed, or
    // once the reader changes the page's form (until then its first values are chosen, the
    // product's own price), or when the browser restored the form to other values.
    const follow = () => {
      if (following) return;
      following = true;
      void import('./choice-price').then(({ followChoicePrice }) => {
        if (!following) return;
        stop();
        stop = followChoicePrice(host, sku, source, show);
      });
    };
    const form = choiceForm(host, source);
    if (form) {
      // The price changes as the reader chooses: said as it changes.
      host.setAttribute('aria-live', 'polite');
      form.addEventListener('change', follow, { once: true });
    }
    if (source.options || source.variant || (form && !atDefaults(form))) follow();
    return () => {
      following = false;
      stop();
      form?.removeEventListener('change', follow);
      if (form) host.removeAttribute('aria-live');
      if (replaced) host.replaceChildren(...editors);
    };
  },
});
