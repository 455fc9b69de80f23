import type { OptionsOf, WidgetDocs } from '@kit/docs';
import type widget from '.';

/** What editors read about MembershipPlan: Storybook and the README build their tables from it. */
export const docs: WidgetDocs<OptionsOf<typeof widget>> = {
  summary:
    "The member's plan and renewal date; upgrade, downgrade, switch monthly / yearly, cancel (to the end of the paid period) and renew, each result in its plan-change message. Membership-only page.",
  attributes: {
    plansUrl: 'where a member without a plan chooses one',
  },
};
