import type { OptionsOf, WidgetDocs } from '@kit/docs';
import type widget from '.';

/** What editors read about AttachJobFilters: Storybook and the README build their tables from it. */
export const docs: WidgetDocs<OptionsOf<typeof widget>> = {
  summary:
    'On a link to a job page, or an element holding such links (the job list, a job page\'s "All jobs" link): the current job filter rides along in each link\'s address and follows JobsFilters as it changes, so a reader who opens a job and comes back finds the list as they left it.',
  attributes: {},
};
