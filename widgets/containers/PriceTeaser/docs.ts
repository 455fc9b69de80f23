import type { OptionsOf, WidgetDocs } from '@kit/docs';
import type widget from '.';

/** What editors read about PriceTeaser: Storybook and the README build their tables from it. */
export const docs: WidgetDocs<OptionsOf<typeof widget>> = {
  summary:
    "For a visitor, what members pay for the product (from the largest plan discount) with a link to the plans; for a member, what their plan saves on it; nothing for a free product. Follows a plan bought on the page. Write a line inside as the fallback: it shows while the product loads (an empty host shows a loading line), and the host keeps a line's height, so nothing moves. Plain DOM: downloads no React; its product is asked for with the page's prices.",
  attributes: {
    sku: "the product's sku in the store",
    plansUrl: 'where a visitor reads about the membership plans',
  },
};
