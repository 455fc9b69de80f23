import { defineContainer } from '@kit';
import { CommentsArea } from './CommentsArea';
import { assumeStoredState } from '@stores/first-view';
import { options } from './options';

export default defineContainer({
  options,
  Component: CommentsArea,
  prepare: assumeStoredState,
});
