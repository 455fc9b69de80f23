import { defineContainer } from '@kit';
import { SearchResults } from './SearchResults';
import { options } from './options';

export default defineContainer({
  options,
  Component: SearchResults,
});
