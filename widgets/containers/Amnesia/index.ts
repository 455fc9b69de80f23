import { defineContainer } from '@kit';
import { Amnesia } from './Amnesia';
import { assumeStoredState } from '@stores/first-view';
import { options } from './options';

export default defineContainer({
  options,
  Component: Amnesia,
  prepare: assumeStoredState,
});
