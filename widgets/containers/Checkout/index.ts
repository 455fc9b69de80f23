import { defineContainer } from '../../../src/kit';
import { Checkout } from './Checkout';
import { options } from './options';
import { assumeStoredState } from '../../../src/stores/first-view';

export default defineContainer({
  options,
  Component: Checkout,
  prepare: assumeStoredState,
});
