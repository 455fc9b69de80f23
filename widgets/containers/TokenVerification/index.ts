import { defineContainer } from '../../define';
import { opt } from '../../../src/loader/options';
import { TokenVerification } from './TokenVerification';
import type { TokenVerificationOptions } from './TokenVerification';

export default defineContainer<TokenVerificationOptions>({
  options: { loginUrl: opt.string('/auth/') },
  Component: TokenVerification,
});
