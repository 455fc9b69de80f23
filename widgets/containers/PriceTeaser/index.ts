import { defineContainer, opt } from '../../../src/kit';
import { PriceTeaser } from './PriceTeaser';
import type { PriceTeaserOptions } from './PriceTeaser';

export default defineContainer<PriceTeaserOptions>({
  options: { sku: opt.requiredString(), plansUrl: opt.string('/membership/plans') },
  Component: PriceTeaser,
});
