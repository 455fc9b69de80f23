import type { OptionsOf, WidgetDocs } from '@kit/docs';
import type widget from '.';

/** What editors read about MemberRecoverPassword: Storybook and the README build their tables from it. */
export const docs: WidgetDocs<OptionsOf<typeof widget>> = {
  summary: 'The new password after a recovery link logged the member in.',
  attributes: {
    memberUrl: 'where to go once the password is saved',
  },
};
