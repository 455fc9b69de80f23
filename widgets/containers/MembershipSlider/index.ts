import { defineContainer } from '@kit';
import { MembershipSlider } from './MembershipSlider';
import { assumeStoredState } from '@stores/first-view';
import { options } from './options';

export default defineContainer({
  options,
  Component: MembershipSlider,
  prepare: assumeStoredState,
});
