import { defineContainer, opt } from '../../../src/kit';
import { JobPostForm } from './JobPostForm';
import type { JobPostFormOptions } from './JobPostForm';
import { assumeStoredState } from '../../../src/stores/first-view';

export default defineContainer<JobPostFormOptions>({
  options: { checkoutUrl: opt.string('/checkout') },
  Component: JobPostForm,
  prepare: assumeStoredState,
});
