import type { OptionsOf, WidgetDocs } from '@kit/docs';
import type widget from '.';

/** What editors read about MemberPaymentDetails: Storybook and the README build their tables from it. */
export const docs: WidgetDocs<OptionsOf<typeof widget>> = {
  summary:
    "The member's saved cards on their store account (brand, last 4, expiry, the default marked); add one (tokenised by the vault), remove one (after a confirmation), make another the default a plan is charged to. Membership-only page.",
  attributes: {},
};
