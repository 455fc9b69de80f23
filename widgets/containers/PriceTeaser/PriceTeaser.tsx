import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import type { ContainerProps } from '../../../src/kit';
import { warnOnce } from '../../../src/kit';
import { productTeaser } from '../../../src/stores/catalog/teaser';
import { money } from '../../shared/money';
import { PLAN_NAMES } from '../../../src/domain/membership';

export interface PriceTeaserOptions {
  /** The product's sku, as in the store. */
  readonly sku: string;
  /** Where a visitor reads about the plans. */
  readonly plansUrl: string;
}

/**
 * The member price of a product: a visitor reads what members pay and where to become one, a
 * member what their plan saves on it. It follows a plan bought or changed on the page.
 */
export function PriceTeaser({ options }: ContainerProps<PriceTeaserOptions>): ReactNode {
  const teaser = useStore(productTeaser(options.sku));
  if (teaser.status === 'loading') {
    return (
      <span className="mw-teaser mw-teaser--loading mw-skeleton" aria-busy="true">
        Loading the member price…
      </span>
    );
  }
  if (teaser.status === 'unavailable') {
    // The PriceTag beside it says what went wrong; one message is enough for the reader.
    if (teaser.unknownSku) warnOnce(`PriceTeaser: no product with sku "${options.sku}".`);
    return null;
  }
  if (teaser.kind === 'none') return null;
  if (teaser.kind === 'member') {
    return (
      <span className="mw-teaser mw-teaser--member">
        Your {PLAN_NAMES[teaser.plan]} plan saves you{' '}
        <strong>{money(teaser.saving, teaser.currency)}</strong> on this ({teaser.percent} % off).
      </span>
    );
  }
  return (
    <span className="mw-teaser">
      Members pay from <strong>{money(teaser.memberAmount, teaser.currency)}</strong> (up to{' '}
      {teaser.percent} % off). <a href={options.plansUrl}>See the membership plans</a>
    </span>
  );
}
