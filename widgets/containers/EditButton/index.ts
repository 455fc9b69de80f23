import { defineContainer, opt } from '../../../src/kit';
import { EditButton } from './EditButton';
import type { EditButtonOptions } from './EditButton';

export default defineContainer<EditButtonOptions>({
  options: { editUrl: opt.requiredString(), label: opt.string('Edit this article') },
  Component: EditButton,
});
