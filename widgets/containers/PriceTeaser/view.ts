import type { HostView, Markup } from '@kit';
import type { ProductTeaser } from '@stores/catalog/teaser';
import { PLAN_NAMES } from '@domain/membership';
import { money } from '../../shared/money';
import type { PriceTeaserOptions } from './options';

const line = (className: string, ...children: (string | Markup)[]): HostView => ({
  pending: false,
  markup: { tag: 'span', className, children },
});

const strong = (text: string): Markup => ({ tag: 'strong', children: [text] });

/**
 * What the small print under a price says: for a visitor what members pay and where to
 * become one, for a member what their plan saves on it; nothing for a free product or one
 * that cannot be had (the PriceTag beside it says what went wrong: one message is enough).
 * The loading line until the product is there.
 */
export function priceTeaserView(teaser: ProductTeaser, { plansUrl }: PriceTeaserOptions): HostView {
  if (teaser.status === 'loading') {
    return {
      pending: true,
      markup: {
        tag: 'span',
        className: 'mw-teaser mw-teaser--loading mw-skeleton mw-skeleton--inline',
        attributes: { 'aria-busy': 'true' },
        children: ['Loading the member price…'],
      },
    };
  }
  if (teaser.status === 'unavailable' || teaser.kind === 'none') return { pending: false };
  if (teaser.kind === 'member') {
    return line(
      'mw-teaser mw-teaser--member',
      `Your ${PLAN_NAMES[teaser.plan]} plan saves you `,
      strong(money(teaser.saving, teaser.currency)),
      ` on this (${teaser.percent} % off).`,
    );
  }
  return line(
    'mw-teaser',
    'Members pay from ',
    strong(money(teaser.memberAmount, teaser.currency)),
    ` (up to ${teaser.percent} % off). `,
    { tag: 'a', attributes: { href: plansUrl }, children: ['See the membership plans'] },
  );
}
