import { defineContainer, opt } from '../../../src/kit';
import { MiniCart } from './MiniCart';
import type { MiniCartOptions } from './MiniCart';
import { assumeStoredState } from '../../../src/stores/first-view';

export default defineContainer<MiniCartOptions>({
  options: {
    cartUrl: opt.string('/cart'),
    shopUrl: opt.string('/books/'),
  },
  Component: MiniCart,
  prepare: assumeStoredState,
});
