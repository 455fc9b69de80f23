import { defineContainer } from '../../../src/kit';
import { SearchResults } from './SearchResults';
import { options } from './options';

export default defineContainer({
  options,
  Component: SearchResults,
});
