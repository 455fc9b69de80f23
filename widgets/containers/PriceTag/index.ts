import { defineContainer, opt } from '../../../src/kit';
import { PriceTag } from './PriceTag';
import type { PriceTagOptions } from './PriceTag';

export default defineContainer<PriceTagOptions>({
  options: { sku: opt.requiredString() },
  Component: PriceTag,
});
