import { defineContainer } from '@kit';
import { DeliveryTimeTable } from './DeliveryTimeTable';
import { assumeStoredState } from '@stores/first-view';
import { options } from './options';

export default defineContainer({
  options,
  Component: DeliveryTimeTable,
  prepare: assumeStoredState,
});
