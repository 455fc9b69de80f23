import { CART_FOLLOWERS, PRIVACY_FOLLOWERS, wakeContainers } from '@kit/wake-event';
import { hearOtherTabs } from '@stores/tab-channel';

/**
 * Another tab changed what a sleeping container shows (the stores follow on their own): the
 * header's cart after an add there, the cookie banner once answered there.
 */
export const followOtherTabs = (): void => {
  hearOtherTabs(({ topic }) => {
    if (topic === 'cart') wakeContainers(document, CART_FOLLOWERS);
    if (topic === 'privacy') wakeContainers(document, PRIVACY_FOLLOWERS);
  });
};
