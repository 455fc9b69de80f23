import { defineContainer, opt } from '../../../src/kit';
import { DeliveryTimeTable } from './DeliveryTimeTable';
import type { DeliveryTimeTableOptions } from './DeliveryTimeTable';

export default defineContainer<DeliveryTimeTableOptions>({
  options: { country: opt.string('') },
  Component: DeliveryTimeTable,
});
