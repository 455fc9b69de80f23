import { defineContainer, opt } from '../../../src/kit';
import { CommentsCount } from './CommentsCount';
import type { CommentsCountOptions } from './CommentsCount';

export default defineContainer<CommentsCountOptions>({
  options: { path: opt.string(''), href: opt.string('#comments') },
  Component: CommentsCount,
});
