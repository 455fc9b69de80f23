import type { OptionsOf, WidgetDocs } from '@kit/docs';
import type widget from '.';

/** What editors read about Amnesia: Storybook and the README build their tables from it. */
export const docs: WidgetDocs<OptionsOf<typeof widget>> = {
  summary:
    'The recovery request; then the confirmation page, the address kept out of its address (history, logs and Referers would hold it).',
  attributes: {
    confirmationUrl: 'where to go once the link is on its way',
  },
};
