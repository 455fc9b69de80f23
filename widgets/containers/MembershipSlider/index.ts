import { defineContainer } from '../../../src/kit';
import { MembershipSlider } from './MembershipSlider';
import { assumeStoredState } from '../../../src/stores/first-view';
import { options } from './options';

export default defineContainer({
  options,
  Component: MembershipSlider,
  prepare: assumeStoredState,
});
