import { opt } from '@kit';
import type { OptionsOf } from '@kit';

/** The `data-*` options: the type and default of each; `docs.ts` says what each means. */
export const options = {
  plan: opt.oneOf(['supporter', 'member', 'smashing'], 'member'),
  interval: opt.oneOf(['monthly', 'yearly'], 'yearly'),
  planUrl: opt.string('/membership/your-plan'),
  dashboardUrl: opt.string('/membership/'),
  signupUrl: opt.string('/auth/signup'),
  amnesiaUrl: opt.string('/auth/amnesia'),
};

export type MemberSubscriptionCheckoutOptions = OptionsOf<typeof options>;
