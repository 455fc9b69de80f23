import type { CSSProperties, ReactNode } from 'react';
import { adColours, webUrl } from '@domain/feature-panel';
import type { Ad } from '@domain/ads';

/** The ad's own colours, as custom properties the stylesheet falls back from. */
const colourStyle = (ad: Ad): CSSProperties => {
  const { background, foreground, accent } = adColours(ad);
  return {
    ...(background && { '--mw-color-ad-background': background }),
    ...(foreground && { '--mw-color-ad-text': foreground }),
    ...(accent && { '--mw-color-ad-accent': accent }),
  } as CSSProperties;
};

/**
 * One partner ad. Everything from the ad is rendered as text (React escapes it), the link
 * goes through the statlink so the ad proxy counts the click, marked sponsored.
 */
export function AdCard({ ad }: { readonly ad: Ad }): ReactNode {
  const logo = webUrl(ad.logo);
  return (
    <li className="mw-ad" style={colourStyle(ad)}>
      <p className="mw-ad__badge">Partner</p>
      <p className="mw-ad__company">
        {logo && (
          <img
            className="mw-ad__logo"
            src={logo}
            alt={`${ad.company} logo`}
            width="40"
            height="40"
          />
        )}
        <a className="mw-ad__link" href={webUrl(ad.statlink)} rel="sponsored noopener">
          {ad.company}
        </a>
      </p>
      <p className="mw-ad__description">{ad.description}</p>
    </li>
  );
}
