import { EARLY_CHOICE_ATTRIBUTE } from '@kit/privacy-review';
import { isPrivacyChoice } from '@domain/privacy';
import { respondToPrivacy } from '@stores/privacy';

const BANNER = '[data-container="CookieBanner"]';

/**
 * The cookie banner's answer, clicked before the banner's code has arrived, is kept at once:
 * writing one answer needs no React, and a reader who moves on straight after the click must
 * not be asked again on the next page. The banner is then mounted afresh, which its
 * precondition (the reader was told about cookies) turns into nothing: it goes, and its code
 * is never fetched. Only the build's buttons carry the answer's name; the component's own
 * buttons answer themselves.
 */
export const answerBannerEarly = (): void => {
  document.addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      const choice = button?.getAttribute(EARLY_CHOICE_ATTRIBUTE) ?? undefined;
      const host = button?.closest(BANNER);
      if (!host || !isPrivacyChoice(choice)) return;
      event.preventDefault();
      event.stopPropagation();
      respondToPrivacy(choice);
      const hadFocus = host.contains(document.activeElement);
      host.setAttribute('data-container', 'CookieBanner');
      // The banner goes with the focus inside it: the reader goes on from the page's content.
      const main = document.querySelector('main');
      if (hadFocus && main) {
        if (!main.hasAttribute('tabindex')) main.tabIndex = -1;
        main.focus({ preventScroll: true });
      }
    },
    true,
  );
};
