import type { OptionsOf, WidgetDocs } from '@kit/docs';
import type widget from '.';

/** What editors read about CookieBanner: Storybook and the README build their tables from it. */
export const docs: WidgetDocs<OptionsOf<typeof widget>> = {
  summary:
    'Accept all / Necessary only / Decline. Writes the privacy store; not a dialog, never blocks reading; once answered it is not even downloaded. Focus returns where the reader was. A click on any element marked `data-privacy-settings` (a "Cookie settings" link to the policy) brings it back to change the answer.',
  attributes: {
    policyUrl: 'the privacy policy the banner links to',
  },
};
