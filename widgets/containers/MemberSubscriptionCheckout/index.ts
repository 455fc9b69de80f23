import { defineContainer } from '@kit';
import { MemberSubscriptionCheckout } from './MemberSubscriptionCheckout';
import { assumeStoredState } from '@stores/first-view';
import { options } from './options';

export default defineContainer({
  options,
  Component: MemberSubscriptionCheckout,
  prepare: assumeStoredState,
});
