import type { OptionsOf, WidgetDocs } from '@kit/docs';
import type widget from '.';

/** What editors read about Search: Storybook and the README build their tables from it. */
export const docs: WidgetDocs<OptionsOf<typeof widget>> = {
  summary: `On the search form (\`<form role="search" action="/search">\` with \`<input name="q">\`): suggests articles as the reader types (a WAI-ARIA combobox; the newest answer wins), Enter on a suggestion opens it, Enter otherwise submits to the search page; the list ends with "See all results for …". A \`<button type="button" aria-expanded="false" aria-controls="…">\` in the form opens the field (the page's stylesheet hides it while closed; Escape closes it); on the search page the box shows the query. The suggestion code loads with the first focus on the box and the search client with the first key typed; until then, and without JavaScript, the form submits as it is.`,
  attributes: {
    delay: 'milliseconds of quiet typing before suggestions are asked for',
  },
};
