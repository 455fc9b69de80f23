import { defineContainer } from '@kit';
import { TOC } from './TOC';
import { options } from './options';

export default defineContainer({
  options,
  Component: TOC,
});
