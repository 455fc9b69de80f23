import { defineContainer } from '../../../src/kit';
import { SearchHitsCount } from './SearchHitsCount';
import type { SearchHitsCountOptions } from './SearchHitsCount';

export default defineContainer<SearchHitsCountOptions>({
  options: {},
  Component: SearchHitsCount,
});
