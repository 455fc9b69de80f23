import { defineContainer, opt } from '../../../src/kit';
import { MembershipDashboard } from './MembershipDashboard';
import type { MembershipDashboardOptions } from './MembershipDashboard';
import { assumeStoredState } from '../../../src/stores/first-view';

export default defineContainer<MembershipDashboardOptions>({
  options: { plansUrl: opt.string('/membership/plans'), loginUrl: opt.string('/auth/') },
  Component: MembershipDashboard,
  prepare: assumeStoredState,
});
