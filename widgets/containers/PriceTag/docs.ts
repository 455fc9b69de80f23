import type { OptionsOf, WidgetDocs } from '../../../src/kit/docs';
import type widget from '.';

/** What editors read about PriceTag: Storybook and the README build their tables from it. */
export const docs: WidgetDocs<OptionsOf<typeof widget>> = {
  summary:
    "The product's price in the reader's currency; a member sees the member price with the regular one struck through, a sale the old price struck through.",
  attributes: {
    sku: "the product's sku in the store",
  },
};
