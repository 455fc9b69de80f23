import { defineContainer } from '@kit';
import { Checkout } from './Checkout';
import { options } from './options';
import { assumeStoredState } from '@stores/first-view';

export default defineContainer({
  options,
  Component: Checkout,
  prepare: assumeStoredState,
});
