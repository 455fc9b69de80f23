import type { OptionsOf, WidgetDocs } from '@kit/docs';
import type widget from '.';

/** What editors read about MiniCart: Storybook and the README build their tables from it. */
export const docs: WidgetDocs<OptionsOf<typeof widget>> = {
  summary:
    'Item count and total on a button (its accessible name says both) that opens a short summary (quantity fewer / more / remove per line) with a link to the cart; Escape or a click elsewhere closes it. Not downloaded on `/cart`, `/checkout/*` and `/events/checkout`.',
  attributes: {
    cartUrl: 'where "View cart and check out" goes',
    shopUrl: 'where an empty cart sends the reader',
  },
};
