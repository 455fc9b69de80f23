import type { OptionsOf, WidgetDocs } from '@kit/docs';
import type widget from '.';
import { CHOICE_DOCS } from '../../shared/choice-docs';

/** What editors read about InstantAddToCart: Storybook and the README build their tables from it. */
export const docs: WidgetDocs<OptionsOf<typeof widget>> = {
  summary: 'Adds, then goes to the cart; stays on the page (and says why) when the store refuses.',
  attributes: {
    sku: "the product's sku in the store",
    quantity: 'how many to add',
    cartUrl: 'where to go once added',
    ...CHOICE_DOCS,
  },
};
