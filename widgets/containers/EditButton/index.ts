import { defineContainer } from '@kit';
import { EditButton } from './EditButton';
import { assumeStoredState } from '@stores/first-view';
import { options } from './options';

export default defineContainer({
  options,
  Component: EditButton,
  prepare: assumeStoredState,
});
