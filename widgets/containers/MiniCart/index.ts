import { defineContainer } from '@kit';
import { MiniCart } from './MiniCart';
import { assumeStoredState } from '@stores/first-view';
import { options } from './options';

export default defineContainer({
  options,
  Component: MiniCart,
  prepare: assumeStoredState,
});
