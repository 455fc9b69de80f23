import type { OptionsOf, WidgetDocs } from '@kit/docs';
import type widget from '.';

/** What editors read about JobPostForm: Storybook and the README build their tables from it. */
export const docs: WidgetDocs<OptionsOf<typeof widget>> = {
  summary:
    "Commitment (full-time or freelance, with each price), job type, company name, logo link, title, description and application link, checked before anything is sent; adds `job-post-fulltime` or `job-post-freelance` with the post as the line's metadata, then goes to checkout. A refusal keeps every field.",
  attributes: {
    checkoutUrl: 'where to go once the post is in the cart',
  },
};
