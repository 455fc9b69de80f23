import { opt } from '@kit';
import type { OptionsOf } from '@kit';

/** The `data-*` options: the type and default of each; `docs.ts` says what each means. */
export const options = {
  checkoutUrl: opt.string('/membership/subscribe'),
  planUrl: opt.string('/membership/your-plan'),
  interval: opt.oneOf(['monthly', 'yearly'], 'yearly'),
  audience: opt.oneOf(['everyone', 'visitors'], 'everyone'),
};

export type MembershipSliderOptions = OptionsOf<typeof options>;
