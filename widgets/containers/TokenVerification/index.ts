import { defineContainer, opt } from '../../../src/kit';
import { TokenVerification } from './TokenVerification';
import type { TokenVerificationOptions } from './TokenVerification';

export default defineContainer<TokenVerificationOptions>({
  options: { loginUrl: opt.string('/auth/') },
  Component: TokenVerification,
});
