import { defineContainer } from '@kit';
import { MembershipDashboard } from './MembershipDashboard';
import { assumeStoredState } from '@stores/first-view';
import { options } from './options';

export default defineContainer({
  options,
  Component: MembershipDashboard,
  prepare: assumeStoredState,
});
