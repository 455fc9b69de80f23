import type { OptionsOf, WidgetDocs } from '@kit/docs';
import type widget from '.';

/** What editors read about ListControls: Storybook and the README build their tables from it. */
export const docs: WidgetDocs<OptionsOf<typeof widget>> = {
  summary:
    'On the editor\'s controls beside a static list whose items carry `data-price`, `data-type`, `data-category`: a `sort` select (`title`, `price-asc`, `price-desc`), checkboxes `type` and `category`, two range inputs `min-price` and `max-price` stepped by the price filter interval, a reset button, an `<output name="count">`. Sorts the items, hides those left out, says how many show, shows the empty note when none does; the state lives in the address (`?sort=price-asc&max-price=40`).',
  attributes: {
    list: 'selector of the list whose children are the items',
    empty: 'selector of the note shown when no item matches (write it with `hidden`)',
    one: 'the word after a count of one',
    other: 'the word after any other count',
    currency: 'the currency of `data-price`, for what the price sliders say',
  },
};
