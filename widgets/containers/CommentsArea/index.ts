import { defineContainer } from '../../../src/kit';
import { CommentsArea } from './CommentsArea';
import { assumeStoredState } from '../../../src/stores/first-view';
import { options } from './options';

export default defineContainer({
  options,
  Component: CommentsArea,
  prepare: assumeStoredState,
});
