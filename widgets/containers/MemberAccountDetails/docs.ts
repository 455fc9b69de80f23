import type { OptionsOf, WidgetDocs } from '@kit/docs';
import type widget from '.';

/** What editors read about MemberAccountDetails: Storybook and the README build their tables from it. */
export const docs: WidgetDocs<OptionsOf<typeof widget>> = {
  summary:
    'Name, email, password and shipping address, four forms that save apart. A new email is confirmed from the link mailed to it (put TokenVerification on the same page); until then the current one stays. Membership-only page.',
  attributes: {},
};
