import { defineContainer, opt } from '../../../src/kit';
import { InsertQueryParam } from './InsertQueryParam';
import type { InsertQueryParamOptions } from './InsertQueryParam';

export default defineContainer<InsertQueryParamOptions>({
  options: { param: opt.requiredString(), fallback: opt.string('') },
  Component: InsertQueryParam,
});
