import type { OptionsOf, WidgetDocs } from '@kit/docs';
import type widget from '.';

/** What editors read about MembershipDashboard: Storybook and the README build their tables from it. */
export const docs: WidgetDocs<OptionsOf<typeof widget>> = {
  summary:
    "The member area's front page (/membership/): the member's dashboard from the main site (greeting, plan, downloads; sanitised) and shortcuts to personal details, plan, orders and downloads. A visitor sees the plans in brief and a way to log in.",
  attributes: {
    plansUrl: 'where a visitor compares the plans',
    loginUrl: 'where a visitor logs in',
  },
};
