import { defineContainer, opt } from '../../../src/kit';
import { Amnesia } from './Amnesia';
import type { AmnesiaOptions } from './Amnesia';
import { assumeStoredState } from '../../../src/stores/first-view';

export default defineContainer<AmnesiaOptions>({
  options: { confirmationUrl: opt.string('/auth/confirmation/') },
  Component: Amnesia,
  prepare: assumeStoredState,
});
