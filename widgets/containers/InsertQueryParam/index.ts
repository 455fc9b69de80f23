import { defineContainer } from '@kit';
import { InsertQueryParam } from './InsertQueryParam';
import { options } from './options';

export default defineContainer({
  options,
  Component: InsertQueryParam,
});
