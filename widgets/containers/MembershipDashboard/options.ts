import { opt } from '@kit';
import type { OptionsOf } from '@kit';

/** The `data-*` options: the type and default of each; `docs.ts` says what each means. */
export const options = {
  plansUrl: opt.string('/membership/plans'),
  loginUrl: opt.string('/auth/'),
};

export type MembershipDashboardOptions = OptionsOf<typeof options>;
