import { defineContainer, opt } from '../../../src/kit';
import { DeliveryTimeTable } from './DeliveryTimeTable';
import type { DeliveryTimeTableOptions } from './DeliveryTimeTable';
import { assumeStoredState } from '../../../src/stores/first-view';

export default defineContainer<DeliveryTimeTableOptions>({
  options: { country: opt.string('') },
  Component: DeliveryTimeTable,
  prepare: assumeStoredState,
});
