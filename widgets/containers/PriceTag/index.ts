import { defineContainer } from '../../define';
import { opt } from '../../../src/loader/options';
import { PriceTag } from './PriceTag';
import type { PriceTagOptions } from './PriceTag';

export default defineContainer<PriceTagOptions>({
  options: { sku: opt.requiredString() },
  Component: PriceTag,
});
