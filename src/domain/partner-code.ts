import type { Privacy } from './privacy';

/**
 * The categories an editor marks partner code with (`data-consent`), as the banner words them:
 * what keeps the cart and login (necessary), counting visits (statistics), partner offers
 * (marketing).
 */
export const CONSENT_CATEGORIES = ['necessary', 'statistics', 'marketing'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];

export const isConsentCategory = (value: string): value is ConsentCategory =>
  (CONSENT_CATEGORIES as readonly string[]).includes(value);

/**
 * Whether the reader's answer lets partner code of `category` run: "Necessary only" allows the
 * necessary, "Accept all" everything, a decline (or no answer yet) nothing.
 */
export const consentGiven = (category: ConsentCategory, privacy: Privacy): boolean =>
  category === 'necessary' ? privacy.necessary : privacy.accepted;

/**
 * Where an embed would load from: its address and host name, for the placeholder to say. Only
 * web addresses: anything else (a `javascript:` address) never loads.
 */
export function embedSource(src: string, base: string): { url: string; host: string } | undefined {
  try {
    const url = new URL(src, base);
    return /^https?:$/.test(url.protocol) ? { url: url.href, host: url.host } : undefined;
  } catch {
    return undefined;
  }
}

/** The placeholder of an embed waiting for consent or a click. */
export const CONSENT_LOAD = 'Load';
export const embedAsk = (what: string, host: string, category: ConsentCategory): string =>
  `${what} is loaded from ${host}, which may set ${category} cookies. It loads once you accept ${category} cookies, or now with Load.`;

/** Said (politely) when consent is withdrawn after partner code ran or an embed loaded. */
export const CONSENT_WITHDRAWN =
  'Your choice is saved: the embeds are unloaded, and partner code that already ran stops when you reload the page.';
