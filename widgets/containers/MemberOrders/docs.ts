import type { OptionsOf, WidgetDocs } from '@kit/docs';
import type widget from '.';

/** What editors read about MemberOrders: Storybook and the README build their tables from it. */
export const docs: WidgetDocs<OptionsOf<typeof widget>> = {
  summary:
    'Every order of the logged-in member, newest first: its number (a link to the order\'s page), date, status, lines and totals in the order\'s currency; "Show more orders" while there are more. Membership-only page.',
  attributes: {
    orderUrl: 'the order page: each order links to `{this}?order={orderId}`',
    shopUrl: 'where a member without orders is sent to find something ("Browse the books")',
    loginUrl: 'the "Log in" link a reader who is not logged in is offered (coming back here)',
  },
};
