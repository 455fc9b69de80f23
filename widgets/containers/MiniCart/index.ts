import { defineContainer, opt } from '../../../src/kit';
import { MiniCart } from './MiniCart';
import type { MiniCartOptions } from './MiniCart';

export default defineContainer<MiniCartOptions>({
  options: {
    cartUrl: opt.string('/cart'),
    shopUrl: opt.string('/books/'),
  },
  Component: MiniCart,
});
