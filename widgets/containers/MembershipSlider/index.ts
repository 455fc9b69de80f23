import { defineContainer, opt } from '../../../src/kit';
import { MembershipSlider } from './MembershipSlider';
import type { MembershipSliderOptions } from './MembershipSlider';
import { assumeStoredState } from '../../../src/stores/first-view';

export default defineContainer<MembershipSliderOptions>({
  options: {
    checkoutUrl: opt.string('/membership/subscribe'),
    planUrl: opt.string('/membership/your-plan'),
    interval: opt.oneOf(['monthly', 'yearly'], 'yearly'),
    audience: opt.oneOf(['everyone', 'visitors'], 'everyone'),
  },
  Component: MembershipSlider,
  prepare: assumeStoredState,
});
