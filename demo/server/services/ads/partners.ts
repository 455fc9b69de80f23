import partners from './partners.json';

/**
 * The demo's partner campaigns. Every company here is made up; each logo is a local SVG under
 * demo/site/assets/img/ads/ and each "website" is a page of the ads service itself, so the
 * demo shows and clicks through ads without the internet and sends no one anywhere real.
 */

/** The areas a FeaturePanel asks for with `data-placement`. */
export const PLACEMENTS = ['sidebar', 'article'] as const;
export type Placement = (typeof PLACEMENTS)[number];

export interface Partner {
  /** The campaign's id: the ad's `external_id` and the click route's key. */
  readonly id: string;
  /** The company's page on the demo server, and the logo's file name. */
  readonly slug: string;
  readonly company: string;
  readonly description: string;
  /** Foreground on background meets WCAG AA for text (4.5:1); accent is for the call to action. */
  readonly colours: {
    readonly background: string;
    readonly foreground: string;
    readonly accent: string;
  };
  readonly placement: Placement;
  /** A paused campaign stays in the network's feed with `active: false`; the widget skips it. */
  readonly active: boolean;
  /** What the company's demo page says. */
  readonly pitch: string;
}

const isPlacement = (value: string): value is Placement =>
  (PLACEMENTS as readonly string[]).includes(value);

/** The campaigns of partners.json, each checked for a placement a FeaturePanel asks for. */
export const PARTNERS: readonly Partner[] = partners.map((partner) => {
  const { placement } = partner;
  if (!isPlacement(placement)) throw new Error(`partners.json: unknown placement ${placement}`);
  return { ...partner, placement };
});
