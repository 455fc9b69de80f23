import type { OptionsOf, WidgetDocs } from '../../../src/kit/docs';
import type widget from '.';

/** What editors read about PriceTeaser: Storybook and the README build their tables from it. */
export const docs: WidgetDocs<OptionsOf<typeof widget>> = {
  summary:
    'For a visitor, what members pay for the product (from the largest plan discount) with a link to the plans; for a member, what their plan saves on it. Follows a plan bought on the page.',
  attributes: {
    sku: "the product's sku in the store",
    plansUrl: 'where a visitor reads about the membership plans',
  },
};
