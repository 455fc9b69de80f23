import { opt } from '@kit';
import type { OptionsOf } from '@kit';

/** The `data-*` options: the type and default of each; `docs.ts` says what each means. */
export const options = {
  path: opt.string(''),
  avatars: opt.string('https://www.gravatar.com/avatar/{md5}?s=96&d=404'),
  defaultAvatar: opt.string('/assets/img/avatar.svg'),
};

export type CommentsAreaOptions = OptionsOf<typeof options>;
