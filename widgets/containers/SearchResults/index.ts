import { defineContainer, opt } from '../../../src/kit';
import { SearchResults } from './SearchResults';
import type { SearchResultsOptions } from './SearchResults';

export default defineContainer<SearchResultsOptions>({
  options: { moreLabel: opt.string('Load more results') },
  Component: SearchResults,
});
