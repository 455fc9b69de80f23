import { defineContainer } from '@kit';
import { JobPostForm } from './JobPostForm';
import { assumeStoredState } from '@stores/first-view';
import { options } from './options';

export default defineContainer({
  options,
  Component: JobPostForm,
  prepare: assumeStoredState,
});
