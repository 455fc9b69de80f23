import type { OptionsOf, WidgetDocs } from '@kit/docs';
import type widget from '.';

/** What editors read about MemberSubscriptionCheckout: Storybook and the README build their tables from it. */
export const docs: WidgetDocs<OptionsOf<typeof widget>> = {
  summary:
    "Buying a plan: plan and interval (from the address, `?plan=member&interval=yearly`), the account (log in here or sign up), the payment (a saved card, the default one chosen; PayPal when the store's payment settings enable it; or a new card), the confirmation. The plan applies at once.",
  attributes: {
    plan: 'the plan shown when the address names none',
    interval: 'the interval shown when the address names none',
    planUrl: 'the page with MembershipPlan (a member who has a plan changes it there)',
    dashboardUrl: 'the member area, linked after the purchase',
    signupUrl: 'the signup page, for a visitor without an account',
    amnesiaUrl: 'the password recovery page',
  },
};
