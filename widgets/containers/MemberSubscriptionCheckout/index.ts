import { defineContainer, opt } from '../../../src/kit';
import { MemberSubscriptionCheckout } from './MemberSubscriptionCheckout';
import type { MemberSubscriptionCheckoutOptions } from './MemberSubscriptionCheckout';
import { assumeStoredState } from '../../../src/stores/first-view';

export default defineContainer<MemberSubscriptionCheckoutOptions>({
  options: {
    plan: opt.oneOf(['supporter', 'member', 'smashing'], 'member'),
    interval: opt.oneOf(['monthly', 'yearly'], 'yearly'),
    planUrl: opt.string('/membership/your-plan'),
    dashboardUrl: opt.string('/membership/'),
    signupUrl: opt.string('/auth/signup'),
    amnesiaUrl: opt.string('/auth/amnesia'),
  },
  Component: MemberSubscriptionCheckout,
  prepare: assumeStoredState,
});
