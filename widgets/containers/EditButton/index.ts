import { defineContainer } from '../../../src/kit';
import { EditButton } from './EditButton';
import { assumeStoredState } from '../../../src/stores/first-view';
import { options } from './options';

export default defineContainer({
  options,
  Component: EditButton,
  prepare: assumeStoredState,
});
