import { defineContainer } from '@kit';
import { TokenVerification } from './TokenVerification';
import { options } from './options';

export default defineContainer({
  options,
  Component: TokenVerification,
});
