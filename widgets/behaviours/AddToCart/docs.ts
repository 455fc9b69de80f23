import type { OptionsOf, WidgetDocs } from '@kit/docs';
import type widget from '.';
import { CHOICE_DOCS } from '../../shared/choice-docs';

/** What editors read about AddToCart: Storybook and the README build their tables from it. */
export const docs: WidgetDocs<OptionsOf<typeof widget>> = {
  summary:
    'On the editor\'s own button: `type="button"`, `aria-busy` while adding, `data-result="added|failed|unavailable"` after, the outcome in a polite live region after the button. Adds the product\'s cross-sell product (a print book\'s companion eBook) with the same quantity.',
  attributes: {
    sku: "the product's sku in the store",
    quantity: 'how many to add',
    ...CHOICE_DOCS,
  },
};
