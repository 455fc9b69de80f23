import { defineContainer } from '@kit';
import type { NoOptions } from '@kit';
import { SearchHitsCount } from './SearchHitsCount';

export default defineContainer<NoOptions>({
  options: {},
  Component: SearchHitsCount,
});
