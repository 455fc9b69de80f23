import type { OptionsOf, WidgetDocs } from '@kit/docs';
import type widget from '.';

/** What editors read about LastOrders: Storybook and the README build their tables from it. */
export const docs: WidgetDocs<OptionsOf<typeof widget>> = {
  summary:
    'The logged-in member\'s latest orders, compact: number (a link to the order\'s page), date, total and status, then "All your orders". For the dashboard or a sidebar; a visitor sees nothing (and downloads nothing for it).',
  attributes: {
    count: 'how many of the latest orders to list',
    ordersUrl: 'the page with every order (MemberOrders), linked as "All your orders"',
    orderUrl: 'the order page: each order links to `{this}?order={orderId}`',
    shopUrl: 'where a member without orders is sent to find something ("Browse the books")',
  },
};
