import { addedToCart, userMessage } from '@domain/messages';
import { actAsButton, createLiveRegion, warnOnce } from '@kit';
import { addItem } from '@stores/cart/add-item';
import { CART_FOLLOWERS, wakeContainers } from '@kit/wake-event';
import { hasChoice } from './choice-options';
import type { ChoiceSource } from './choice-options';

export interface AddOptions extends ChoiceSource {
  readonly sku: string;
  readonly quantity: number;
}

export type AddResult = 'added' | 'unavailable' | 'failed';

/**
 * Turns the editor's button into an add-to-cart control: `type="button"` so it never submits
 * a surrounding form, `aria-busy` and `data-result` while and after the request runs (for
 * CSS), and the outcome in a polite live region right after the button. `then` runs after a
 * successful add (InstantAddToCart goes to the cart).
 */
export function connectAddToCart(
  host: HTMLElement,
  { sku, quantity, ...source }: AddOptions,
  widget: string,
  then?: () => void,
): () => void {
  const status = createLiveRegion(host, 'mw-add-status');

  let busy = false;
  const finish = (result: AddResult, message: string) => {
    busy = false;
    host.removeAttribute('aria-busy');
    host.removeAttribute('aria-disabled');
    host.dataset.result = result;
    status.say(message);
  };

  const add = async () => {
    if (busy) return;
    busy = true;
    host.setAttribute('aria-busy', 'true');
    host.setAttribute('aria-disabled', 'true');
    delete host.dataset.result;
    status.say('');
    try {
      // Only a product sold in variants needs the choice's reader: the others never load it.
      const choice = hasChoice(source)
        ? (await import('./item-choice')).readChoice(host, source)
        : undefined;
      const cart = await addItem(sku, quantity, undefined, choice);
      if (cart === undefined) {
        warnOnce(`${widget}: no product with sku "${sku}" in the store.`);
        // SPEC points 5 and 8: an unknown sku fails silently; only the editor is told.
        finish('unavailable', '');
        return;
      }
      const line = cart?.items.find((item) => item.sku === sku);
      finish('added', addedToCart(line?.name ?? sku));
      // The header's cart may still be the page's prerendered "Cart 0": it now has news.
      wakeContainers(host.ownerDocument, CART_FOLLOWERS);
      then?.();
    } catch (error) {
      finish('failed', userMessage(error));
    }
  };
  const release = actAsButton(host, () => void add());
  return () => {
    release();
    host.removeAttribute('aria-busy');
    host.removeAttribute('aria-disabled');
    delete host.dataset.result;
    status.remove();
  };
}
