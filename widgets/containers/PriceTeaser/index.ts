import { defineContainer, opt } from '../../../src/kit';
import { PriceTeaser } from './PriceTeaser';
import type { PriceTeaserOptions } from './PriceTeaser';
import { assumeStoredState } from '../../../src/stores/first-view';

export default defineContainer<PriceTeaserOptions>({
  options: { sku: opt.requiredString(), plansUrl: opt.string('/membership/plans') },
  Component: PriceTeaser,
  prepare: assumeStoredState,
});
