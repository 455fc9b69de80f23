import { defineContainer } from '../../../src/kit';
import { MiniCart } from './MiniCart';
import { assumeStoredState } from '../../../src/stores/first-view';
import { options } from './options';

export default defineContainer({
  options,
  Component: MiniCart,
  prepare: assumeStoredState,
});
