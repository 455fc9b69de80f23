import { defineContainer, opt } from '../../../src/kit';
import { FeaturePanel } from './FeaturePanel';
import type { FeaturePanelOptions } from './FeaturePanel';

export default defineContainer<FeaturePanelOptions>({
  options: { placement: opt.string('') },
  Component: FeaturePanel,
});
