import { defineContainer, opt } from '../../../src/kit';
import { MemberDownloads } from './MemberDownloads';
import type { MemberDownloadsOptions } from './MemberDownloads';
import { assumeStoredState } from '../../../src/stores/first-view';

export default defineContainer<MemberDownloadsOptions>({
  options: { booksUrl: opt.string('/books/') },
  Component: MemberDownloads,
  prepare: assumeStoredState,
});
