import { defineContainer } from '../../../src/kit';
import { SearchTitle } from './SearchTitle';
import type { SearchTitleOptions } from './SearchTitle';

export default defineContainer<SearchTitleOptions>({
  options: {},
  Component: SearchTitle,
});
