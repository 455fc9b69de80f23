import type { OptionsOf, WidgetDocs } from '@kit/docs';
import type widget from '.';

/** What editors read about TokenVerification: Storybook and the README build their tables from it. */
export const docs: WidgetDocs<OptionsOf<typeof widget>> = {
  summary:
    "Follows an email link's `#confirmation_token=`, `#recovery_token=` or `#email_change_token=` (removed from the address bar at once). Not downloaded without a token in the fragment.",
  attributes: {
    loginUrl: 'where a reader goes to log in after a confirmed or expired link',
  },
};
