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
