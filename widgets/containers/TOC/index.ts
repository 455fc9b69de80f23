import { defineContainer, opt } from '../../../src/kit';
import { TOC } from './TOC';
import type { TocOptions } from './TOC';

export default defineContainer<TocOptions>({
  options: {
    source: opt.string('main'),
    levels: opt.integerList([2, 3], 2, 6),
    title: opt.string('Contents'),
  },
  Component: TOC,
});
