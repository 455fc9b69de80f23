/**
 * The reader asked to see the privacy choice again ("Cookie settings"): the cookie banner comes
 * back over an answer already given, until it is answered again. A plain value, not a store:
 * the loader reads it before it fetches the banner and mounts the banner afresh each time it
 * is asked, so nothing needs to follow it.
 */
let asked = false;

/** Markup that asks for the banner again; without script it is a link to the privacy policy. */
export const PRIVACY_SETTINGS = '[data-privacy-settings]';

export const privacyReviewAsked = (): boolean => asked;

export const setPrivacyReview = (value: boolean): void => {
  asked = value;
};

/**
 * On the banner's buttons as the build writes them (never on the component's own): the answer
 * each gives, so the loader's page rules can keep an answer clicked before the banner's code
 * has arrived (widgets/page-rules/answer-banner-early.ts).
 */
export const EARLY_CHOICE_ATTRIBUTE = 'data-privacy-choice';
