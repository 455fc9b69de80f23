import { defineContainer, opt } from '../../../src/kit';
import { EditButton } from './EditButton';
import type { EditButtonOptions } from './EditButton';
import { assumeStoredState } from '../../../src/stores/first-view';

export default defineContainer<EditButtonOptions>({
  options: { editUrl: opt.requiredString(), label: opt.string('Edit this article') },
  Component: EditButton,
  prepare: assumeStoredState,
});
