import { defineContainer, opt } from '../../../src/kit';
import { MembershipDashboard } from './MembershipDashboard';
import type { MembershipDashboardOptions } from './MembershipDashboard';

export default defineContainer<MembershipDashboardOptions>({
  options: { plansUrl: opt.string('/membership/plans'), loginUrl: opt.string('/auth/') },
  Component: MembershipDashboard,
});
