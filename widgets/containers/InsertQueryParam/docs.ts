import type { OptionsOf, WidgetDocs } from '@kit/docs';
import type widget from '.';

/** What editors read about InsertQueryParam: Storybook and the README build their tables from it. */
export const docs: WidgetDocs<OptionsOf<typeof widget>> = {
  summary:
    "Writes a query parameter's value into the page as text, never as HTML (the email on /auth/confirmation/?email=).",
  attributes: {
    param: 'the query parameter to show, e.g. email',
    fallback: 'the text shown when the address has no such parameter (empty: nothing)',
  },
};
