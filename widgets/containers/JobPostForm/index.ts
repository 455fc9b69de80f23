import { defineContainer, opt } from '../../../src/kit';
import { JobPostForm } from './JobPostForm';
import type { JobPostFormOptions } from './JobPostForm';

export default defineContainer<JobPostFormOptions>({
  options: { checkoutUrl: opt.string('/checkout') },
  Component: JobPostForm,
});
