import { defineContainer } from '../../../src/kit';
import { JobPostForm } from './JobPostForm';
import { assumeStoredState } from '../../../src/stores/first-view';
import { options } from './options';

export default defineContainer({
  options,
  Component: JobPostForm,
  prepare: assumeStoredState,
});
