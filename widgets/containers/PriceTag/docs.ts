import type { OptionsOf, WidgetDocs } from '@kit/docs';
import type widget from '.';
import { CHOICE_DOCS } from '../../shared/choice-docs';

/** What editors read about PriceTag: Storybook and the README build their tables from it. */
export const docs: WidgetDocs<OptionsOf<typeof widget>> = {
  summary:
    "The product's price in the reader's currency; a member sees the member price with the regular one struck through, a sale the old price struck through. Write the visitor's price inside as the fallback: it shows while the price loads and stays untouched when the price reads the same. Plain DOM: downloads no React; a page's prices are asked for together, only their own skus. A product sold in variants shows the chosen one's price, following the page's form as the reader chooses.",
  attributes: {
    sku: "the product's sku in the store",
    ...CHOICE_DOCS,
  },
};
