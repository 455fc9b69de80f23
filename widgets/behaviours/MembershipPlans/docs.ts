import type { OptionsOf, WidgetDocs } from '@kit/docs';
import type widget from '.';

/** What editors read about MembershipPlans: Storybook and the README build their tables from it. */
export const docs: WidgetDocs<OptionsOf<typeof widget>> = {
  summary:
    "On the editor's own plan button or link: picks the plan and interval and opens the subscription checkout with them.",
  attributes: {
    plan: '`supporter`, `member` or `smashing`',
    interval: '`monthly` or `yearly`',
    student: 'the student offer (smashing, yearly, for university addresses)',
    checkoutUrl: 'the page with MemberSubscriptionCheckout',
  },
};
