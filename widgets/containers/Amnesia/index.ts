import { defineContainer } from '../../define';
import { opt } from '../../../src/loader/options';
import { Amnesia } from './Amnesia';
import type { AmnesiaOptions } from './Amnesia';

export default defineContainer<AmnesiaOptions>({
  options: { confirmationUrl: opt.string('/auth/confirmation/') },
  Component: Amnesia,
});
