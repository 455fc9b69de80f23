import type { OptionsOf, WidgetDocs } from '@kit/docs';
import type widget from '.';

/** What editors read about MemberDownloads: Storybook and the README build their tables from it. */
export const docs: WidgetDocs<OptionsOf<typeof widget>> = {
  summary:
    "Every ebook and file the member owns, grouped by product, a download link per format (PDF, ePUB) on the downloads host, signed with the member's own token and kept working when it is refreshed. Membership-only page.",
  attributes: {
    booksUrl: 'where a member without downloads finds the books',
  },
};
