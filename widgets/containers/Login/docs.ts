import type { OptionsOf, WidgetDocs } from '@kit/docs';
import type widget from '.';

/** What editors read about Login: Storybook and the README build their tables from it. */
export const docs: WidgetDocs<OptionsOf<typeof widget>> = {
  summary:
    'Email, password, "Remember me"; then back to the remembered path (`?return=`, same-origin only) or `/membership/`.',
  attributes: {
    signupUrl: 'the "Create an account" link',
    amnesiaUrl: 'the "Forgot your password?" link',
  },
};
