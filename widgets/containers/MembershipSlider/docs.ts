import type { OptionsOf, WidgetDocs } from '@kit/docs';
import type widget from '.';

/** What editors read about MembershipSlider: Storybook and the README build their tables from it. */
export const docs: WidgetDocs<OptionsOf<typeof widget>> = {
  summary:
    'The three plans side by side with a monthly / yearly switch: price, discount, what each includes, the student offer and a button per plan; a member sees their plan marked.',
  attributes: {
    checkoutUrl: 'the page with MemberSubscriptionCheckout, where a visitor buys a plan',
    planUrl: 'the page with MembershipPlan, where a member changes theirs',
    interval: 'the interval shown first: `monthly` or `yearly`',
    audience: '`visitors` hides it from members (a page for visitors and members alike)',
  },
};
