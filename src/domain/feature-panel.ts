import { adsForArea } from './ads';
import type { Ad } from './ads';

/** The least a house panel needs for a FeaturePanel to pick it. */
export interface HousePanelLike {
  readonly kind: string;
}

/** What a FeaturePanel shows. */
export type FeatureContent<P> =
  | { readonly kind: 'loading' }
  | { readonly kind: 'ads'; readonly ads: readonly Ad[] }
  | { readonly kind: 'house'; readonly panel: P }
  | { readonly kind: 'nothing' };

/** What decides a FeaturePanel's content. */
export interface FeatureInputs<P> {
  /** The `data-placement` of the area; empty for any. */
  readonly placement: string;
  /** The reader accepted all cookies: only then are partner ads requested. */
  readonly partnersAllowed: boolean;
  /** The reader is known (signed in, a visitor, or fetching the user failed). */
  readonly readerKnown: boolean;
  readonly ads: {
    readonly status: 'idle' | 'loading' | 'ready' | 'error';
    readonly ads: readonly Ad[];
    readonly hidden: boolean;
    readonly blocked: boolean;
  };
  /** The house panels; undefined while they load, empty when there are none or they failed. */
  readonly panels: readonly P[] | undefined;
}

/** The house panel made for the placement (its `kind`), if any. */
export const panelFor = <P extends HousePanelLike>(
  panels: readonly P[],
  placement: string,
): P | undefined => (placement ? panels.find((panel) => panel.kind === placement) : undefined);

const house = <P>(panel: P | undefined): FeatureContent<P> =>
  panel === undefined ? { kind: 'nothing' } : { kind: 'house', panel };

/**
 * What a FeaturePanel shows (SPEC points 4, 5, 9): up to two eligible partner ads for the
 * placement; for a member with a plan, only a house panel made for the placement (a member
 * paid not to see promotions of others, the magazine's own may still fit there); otherwise,
 * when no ad applies, ads are blocked, or the reader has not allowed partner content, the
 * placement's house panel or the first one.
 */
export function featureContent<P extends HousePanelLike>(
  inputs: FeatureInputs<P>,
): FeatureContent<P> {
  const { ads, panels, placement } = inputs;
  if (!inputs.readerKnown) return { kind: 'loading' };
  if (ads.hidden)
    return panels === undefined ? { kind: 'loading' } : house(panelFor(panels, placement));
  if (inputs.partnersAllowed && !ads.blocked) {
    if (ads.status === 'idle' || ads.status === 'loading') return { kind: 'loading' };
    // A link that is not a web link (javascript:, data:) could run code: no such ad shows.
    const linked = ads.ads.filter((ad) => webUrl(ad.statlink) !== undefined);
    const shown = adsForArea(linked, placement || undefined);
    if (shown.length > 0) return { kind: 'ads', ads: shown };
  }
  if (panels === undefined) return { kind: 'loading' };
  return house(panelFor(panels, placement) ?? panels[0]);
}

/** Only web links may come from an ad: never `javascript:` or other schemes. */
export function webUrl(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  try {
    const url = new URL(raw, 'https://invalid.example');
    return url.protocol === 'https:' || url.protocol === 'http:' ? raw : undefined;
  } catch {
    return undefined;
  }
}

/** A colour an ad may set: hex or rgb()/hsl() only, so nothing else reaches a style. */
const COLOUR = /^(#[0-9a-f]{3,8}|(rgb|hsl)a?\([\d\s.,%/]+\))$/i;

/** The ad's colours that are safe to use, by name (background, foreground, accent). */
export function adColours(ad: Ad): Readonly<Record<string, string>> {
  const colours: Record<string, string> = {};
  for (const [name, value] of Object.entries(ad.colours ?? {})) {
    if (/^[a-z]+$/.test(name) && COLOUR.test(value.trim())) colours[name] = value.trim();
  }
  return colours;
}
