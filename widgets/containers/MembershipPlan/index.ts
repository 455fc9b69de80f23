import { defineContainer, opt } from '../../../src/kit';
import { MembershipPlan } from './MembershipPlan';
import type { MembershipPlanOptions } from './MembershipPlan';

export default defineContainer<MembershipPlanOptions>({
  options: { plansUrl: opt.string('/membership/plans') },
  Component: MembershipPlan,
});
