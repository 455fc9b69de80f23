import { defineContainer } from '../../../src/kit';
import { MembershipPlan } from './MembershipPlan';
import { assumeStoredState } from '../../../src/stores/first-view';
import { options } from './options';

export default defineContainer({
  options,
  Component: MembershipPlan,
  prepare: assumeStoredState,
});
