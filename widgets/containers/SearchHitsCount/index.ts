import { defineContainer } from '../../../src/kit';
import type { NoOptions } from '../../../src/kit';
import { SearchHitsCount } from './SearchHitsCount';

export default defineContainer<NoOptions>({
  options: {},
  Component: SearchHitsCount,
});
