import { defineRestView, showPersonal } from '@kit';
import { $cartSummary } from '@stores/cart/summary';
import type { CartSummary } from '@stores/cart/summary';
import { cartLabel } from './label';
import { options } from './options';

/**
 * The header's cart at rest, in plain DOM: the prerendered button takes the cart's count and
 * total, so a shopper's every page shows them without React. The summary panel, with its
 * quantity buttons, is the component's: it comes when the reader reaches for the button.
 */
export default defineRestView({
  options,
  connect(host) {
    const show = (summary: CartSummary) => {
      const button = host.querySelector<HTMLButtonElement>('.mw-mini-cart__button');
      if (!button) return;
      button.setAttribute('aria-label', cartLabel(summary));
      button.setAttribute('aria-busy', String(summary.loading));
      let count = button.querySelector('.mw-mini-cart__count');
      if (summary.status !== 'ready') {
        count?.remove();
        return;
      }
      if (!count) {
        // Where the component puts it: after the button's word.
        count = host.ownerDocument.createElement('span');
        count.className = 'mw-mini-cart__count';
        count.setAttribute('aria-hidden', 'true');
        button.append(count);
      }
      count.textContent = String(summary.count);
      showPersonal(host);
    };
    return $cartSummary.subscribe(show);
  },
});
