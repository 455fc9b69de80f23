import { defineContainer, opt } from '../../../src/kit';
import { MemberDownloads } from './MemberDownloads';
import type { MemberDownloadsOptions } from './MemberDownloads';

export default defineContainer<MemberDownloadsOptions>({
  options: { booksUrl: opt.string('/books/') },
  Component: MemberDownloads,
});
