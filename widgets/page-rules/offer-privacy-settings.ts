import { PRIVACY_SETTINGS, setPrivacyReview } from '@kit/privacy-review';

/**
 * "Cookie settings" (markup with `data-privacy-settings`, a link to the privacy policy without
 * script) brings the banner back, so withdrawing consent is as easy as giving it. Naming the
 * banner's host again makes the loader mount it afresh, now that its precondition holds.
 */
export const offerPrivacySettings = (): void => {
  document.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target?.closest(PRIVACY_SETTINGS)) return;
    event.preventDefault();
    setPrivacyReview(true);
    for (const host of document.querySelectorAll('[data-container="CookieBanner"]'))
      host.setAttribute('data-container', 'CookieBanner');
  });
};
