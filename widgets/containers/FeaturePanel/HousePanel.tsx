import type { ReactNode } from 'react';
import { webUrl } from '@domain/feature-panel';
import type { Panel } from '@stores/ads';

/** One of the magazine's own panels: what it promotes, in the editors' words. */
export function HousePanel({ panel }: { readonly panel: Panel }): ReactNode {
  return (
    <div className="mw-house-panel">
      {panel.image && (
        <img className="mw-house-panel__image" src={panel.image.src} alt={panel.image.alt} />
      )}
      <p className="mw-house-panel__eyebrow">{panel.eyebrow}</p>
      <p className="mw-house-panel__title">{panel.title}</p>
      <p className="mw-house-panel__description">{panel.description}</p>
      <a className="mw-house-panel__cta" href={webUrl(panel.url)}>
        {panel.cta}
        <span className="mw-visually-hidden">: {panel.title}</span>
      </a>
    </div>
  );
}
