import { answerBannerEarly } from './answer-banner-early';
import { followOtherTabs } from './follow-other-tabs';
import { offerPrivacySettings } from './offer-privacy-settings';
import { sendEmptyCartBack } from './send-empty-cart-back';
import { sendVisitorToLogin } from './send-visitor-to-login';

/**
 * What the page does before any widget's code is fetched, from the address, the cookies and
 * storage alone: the loader runs these first (the registry's `atStart`). Each rule is small
 * and rides in the loader's chunk, which every page with widgets downloads.
 */
export const pageRules = (): void => {
  sendVisitorToLogin();
  sendEmptyCartBack();
  followOtherTabs();
  offerPrivacySettings();
  answerBannerEarly();
};
