import type { OptionsOf, WidgetDocs } from '@kit/docs';
import type widget from '.';

/** What editors read about DeliveryTimeTable: Storybook and the README build their tables from it. */
export const docs: WidgetDocs<OptionsOf<typeof widget>> = {
  summary:
    'The delivery windows by country ("4–14 days") in a table that "Find your country" filters by name, code or another spelling ("Deutschland", "UK"), the count said politely. When the cart holds pre-orders, their estimated arrival for the shopper\'s country.',
  attributes: {
    country:
      "the shopper's country (two-letter code) while the cart has no shipping country; without it the default window applies",
  },
};
