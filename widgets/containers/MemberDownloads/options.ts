import { opt } from '@kit';
import type { OptionsOf } from '@kit';

/** The `data-*` options: the type and default of each; `docs.ts` says what each means. */
export const options = {
  booksUrl: opt.string('/books/'),
};

export type MemberDownloadsOptions = OptionsOf<typeof options>;
