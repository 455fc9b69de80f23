import type { OptionsOf, WidgetDocs } from '@kit/docs';
import type widget from '.';

/** What editors read about JobsFilters: Storybook and the README build their tables from it. */
export const docs: WidgetDocs<OptionsOf<typeof widget>> = {
  summary:
    'On the editor\'s filter form (checkboxes or selects named `commitment`, `type`, `location`, a reset button, an `<output name="count">`): hides the jobs whose `data-commitment`, `data-type` or `data-location` is not chosen (the site\'s stylesheet must let `hidden` hide them), says how many show, shows the empty note when none does. The filter lives in the address (`?commitment=full-time&location=remote`) and is restored from it.',
  attributes: {
    list: 'selector of the list whose children are the jobs',
    empty: 'selector of the note shown when no job matches (write it with `hidden`)',
    one: 'the word after a count of one',
    other: 'the word after any other count',
  },
};
