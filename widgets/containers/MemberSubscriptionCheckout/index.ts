import { defineContainer } from '../../../src/kit';
import { MemberSubscriptionCheckout } from './MemberSubscriptionCheckout';
import { assumeStoredState } from '../../../src/stores/first-view';
import { options } from './options';

export default defineContainer({
  options,
  Component: MemberSubscriptionCheckout,
  prepare: assumeStoredState,
});
