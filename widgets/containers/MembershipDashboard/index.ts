import { defineContainer } from '../../../src/kit';
import { MembershipDashboard } from './MembershipDashboard';
import { assumeStoredState } from '../../../src/stores/first-view';
import { options } from './options';

export default defineContainer({
  options,
  Component: MembershipDashboard,
  prepare: assumeStoredState,
});
