import { defineContainer, opt } from '../../../src/kit';
import { MembershipPlan } from './MembershipPlan';
import type { MembershipPlanOptions } from './MembershipPlan';
import { assumeStoredState } from '../../../src/stores/first-view';

export default defineContainer<MembershipPlanOptions>({
  options: { plansUrl: opt.string('/membership/plans') },
  Component: MembershipPlan,
  prepare: assumeStoredState,
});
