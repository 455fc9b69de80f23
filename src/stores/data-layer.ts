import type { CommerceDetail, CommerceEventName } from '@domain/commerce-events';
import { dataLayerName, ga4Push } from '@domain/ga4';
import { consentGiven } from '@domain/partner-code';
import { $privacy } from './privacy';

type Layer = { push: (...entries: unknown[]) => unknown };

/**
 * Pushes a commerce event to the page's data layer `setting` names, in GA4's shape, after a
 * `{ ecommerce: null }` that clears the one before (as Google asks), and only while the reader
 * allows statistics: without consent nothing is pushed, nor kept for later. Loaded only on a
 * page whose settings name a data layer (commerce-events.ts).
 */
export function pushToDataLayer(
  setting: string,
  name: CommerceEventName,
  detail: CommerceDetail,
): void {
  const layer = dataLayerName(setting);
  if (!layer || !consentGiven('statistics', $privacy.get())) return;
  const scope = window as unknown as Record<string, unknown>;
  scope[layer] ??= [];
  const target = scope[layer] as Partial<Layer>;
  if (typeof target.push === 'function') target.push({ ecommerce: null }, ga4Push(name, detail));
}
