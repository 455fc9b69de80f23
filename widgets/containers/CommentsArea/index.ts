import { defineContainer, opt } from '../../../src/kit';
import { CommentsArea } from './CommentsArea';
import type { CommentsAreaOptions } from './CommentsArea';
import { assumeStoredState } from '../../../src/stores/first-view';

export default defineContainer<CommentsAreaOptions>({
  options: {
    path: opt.string(''),
    avatars: opt.string('https://www.gravatar.com/avatar/{md5}?s=96&d=404'),
    defaultAvatar: opt.string('/assets/img/avatar.svg'),
  },
  Component: CommentsArea,
  prepare: assumeStoredState,
});
