import type { OptionsOf, WidgetDocs } from '@kit/docs';
import type widget from '.';

/** What editors read about CommentsArea: Storybook and the README build their tables from it. */
export const docs: WidgetDocs<OptionsOf<typeof widget>> = {
  summary:
    'The article\'s comments, loaded when the area nears the viewport: replies nested under the comment they answer, avatars, the verified-member badge, relative dates; the form (name, email, an optional Twitter handle shown on the comment, comment; a member\'s name and email filled in) to post one or reply. A comment with a link waits for a moderator and says so. Put it at the end of the article with `id="comments"`.',
  attributes: {
    path: 'the page whose thread is shown; empty: this page',
    avatars:
      "an avatar address with `{md5}` for the hash of the author's email (an image that fails shows the default); empty: the default image for everyone",
    defaultAvatar: 'the image for an author without an avatar',
  },
};
