import type { OptionsOf, WidgetDocs } from '@kit/docs';
import type widget from '.';

/** What editors read about Signup: Storybook and the README build their tables from it. */
export const docs: WidgetDocs<OptionsOf<typeof widget>> = {
  summary: 'Name, email, password, terms; then the confirmation link is mailed.',
  attributes: {
    loginUrl: 'the "Log in instead" link',
    termsUrl: 'the terms the reader accepts',
  },
};
