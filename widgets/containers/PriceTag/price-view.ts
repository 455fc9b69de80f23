import { PRODUCT_UNAVAILABLE } from '@domain/messages';
import type { ProductPrice } from '@stores/catalog/price';
import { money } from '../../shared/money';
import type { Markup } from '@kit';

const element = (
  tag: 'span' | 's' | 'strong',
  className: string,
  ...children: (string | Markup)[]
): Markup => ({ tag, className, children });

const hidden = (text: string) => element('span', 'mw-visually-hidden', text);

/**
 * What the host shows for a price: the price itself (the struck regular price before the
 * current one, each named for screen readers), or a one-line note when it cannot be had.
 * Undefined while the price loads: the editor's own markup (the visitor's price) stays.
 */
export function priceView(price: ProductPrice): Markup | undefined {
  switch (price.status) {
    case 'loading':
      return undefined;
    case 'error':
      return element('span', 'mw-price mw-price--error', price.message);
    case 'unknown':
      return element('span', 'mw-price mw-price--error', PRODUCT_UNAVAILABLE);
    case 'ready': {
      const regular =
        price.struck === undefined
          ? []
          : [
              element(
                's',
                'mw-price__regular',
                hidden('Regular price '),
                money(price.struck, price.currency),
              ),
              ' ',
            ];
      const why =
        price.kind === 'member' ? 'Member price ' : price.kind === 'sale' ? 'Sale price ' : '';
      const current = element(
        'strong',
        'mw-price__current',
        ...(why ? [hidden(why)] : []),
        money(price.amount, price.currency),
      );
      return element('span', 'mw-price', ...regular, current);
    }
    default:
      return price satisfies never;
  }
}

/** The text a node reads as, its words collapsed to single spaces. */
export const textOf = (node: string | Markup): string =>
  (typeof node === 'string' ? node : node.children.map(textOf).join(''))
    .replace(/\s+/g, ' ')
    .trim();
