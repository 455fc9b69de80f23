import { defineContainer } from '../../../src/kit';
import type { NoOptions } from '../../../src/kit';
import { SearchTitle } from './SearchTitle';

export default defineContainer<NoOptions>({
  options: {},
  Component: SearchTitle,
});
