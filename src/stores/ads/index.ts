export { $ads, resetAds } from './state';
export type { AdsState } from './state';
export { loadAds } from './actions';
export { $housePanels, loadHousePanels, resetHousePanels } from './panels';
export type { Panel } from './panels';
export { $featurePanel } from './feature-panel';
export type { FeaturePanelContent } from './feature-panel';
