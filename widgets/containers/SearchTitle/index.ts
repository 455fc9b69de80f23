import { defineContainer } from '@kit';
import type { NoOptions } from '@kit';
import { SearchTitle } from './SearchTitle';

export default defineContainer<NoOptions>({
  options: {},
  Component: SearchTitle,
});
