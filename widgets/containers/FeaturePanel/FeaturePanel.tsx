import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import type { ContainerProps } from '@kit';
import { $featurePanel } from '@stores/ads';
import { AdCard } from './AdCard';
import { HousePanel } from './HousePanel';
import type { FeaturePanelOptions } from './options';

/**
 * A promotional area: up to two partner ads for the placement, or the magazine's own house
 * panel when no ad applies, ads are blocked or the reader has not allowed partner content.
 * Nothing for a member with a plan unless a house panel is made for the placement.
 */
export function FeaturePanel({ options }: ContainerProps<FeaturePanelOptions>): ReactNode {
  const content = useStore($featurePanel)(options.placement);
  switch (content.kind) {
    case 'loading':
      return (
        <div className="mw-feature-panel mw-feature-panel--loading mw-skeleton" aria-busy="true">
          <span className="mw-visually-hidden">Loading…</span>
        </div>
      );
    case 'ads':
      return (
        <section className="mw-feature-panel" aria-label="Partner offers">
          <ul className="mw-feature-panel__ads">
            {content.ads.map((ad) => (
              <AdCard key={ad.external_id} ad={ad} />
            ))}
          </ul>
        </section>
      );
    case 'house':
      return (
        <section className="mw-feature-panel" aria-label="From the magazine">
          <HousePanel panel={content.panel} />
        </section>
      );
    case 'nothing':
      return null;
    default:
      return content satisfies never;
  }
}
