import type { OptionsOf, WidgetDocs } from '@kit/docs';
import type widget from '.';

/** What editors read about Amnesia: Storybook and the README build their tables from it. */
export const docs: WidgetDocs<OptionsOf<typeof widget>> = {
  summary: 'The recovery request; then the confirmation page with `?email=`.',
  attributes: {
    confirmationUrl: 'where to go once the link is on its way (`?email=` is added)',
  },
};
