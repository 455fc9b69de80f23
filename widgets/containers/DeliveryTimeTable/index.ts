import { defineContainer } from '../../../src/kit';
import { DeliveryTimeTable } from './DeliveryTimeTable';
import { assumeStoredState } from '../../../src/stores/first-view';
import { options } from './options';

export default defineContainer({
  options,
  Component: DeliveryTimeTable,
  prepare: assumeStoredState,
});
