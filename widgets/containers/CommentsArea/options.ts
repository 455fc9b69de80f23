import { opt } from '@kit';
import type { OptionsOf } from '@kit';
import { AVATAR_SIZE } from '@domain/comments';

/** The `data-*` options: the type and default of each; `docs.ts` says what each means. */
export const options = {
  path: opt.string(''),
  // Fetched at the size it is drawn, so no larger picture is downloaded than is shown.
  avatars: opt.string(`https://www.gravatar.com/avatar/{md5}?s=${AVATAR_SIZE}&d=404`),
  defaultAvatar: opt.string('/assets/img/avatar.svg'),
};

export type CommentsAreaOptions = OptionsOf<typeof options>;
