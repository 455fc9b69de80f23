import { defineContainer } from '@kit';
import { MembershipPlan } from './MembershipPlan';
import { assumeStoredState } from '@stores/first-view';
import { options } from './options';

export default defineContainer({
  options,
  Component: MembershipPlan,
  prepare: assumeStoredState,
});
