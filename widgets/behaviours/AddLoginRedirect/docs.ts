import type { OptionsOf, WidgetDocs } from '@kit/docs';
import type widget from '.';

/** What editors read about AddLoginRedirect: Storybook and the README build their tables from it. */
export const docs: WidgetDocs<OptionsOf<typeof widget>> = {
  summary: 'On a login link: remembers the current page as the return-to path.',
  attributes: {},
};
