import { defineContainer } from '../../../src/kit';
import { Amnesia } from './Amnesia';
import { assumeStoredState } from '../../../src/stores/first-view';
import { options } from './options';

export default defineContainer({
  options,
  Component: Amnesia,
  prepare: assumeStoredState,
});
