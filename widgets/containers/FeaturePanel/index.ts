import { defineContainer, opt } from '../../../src/kit';
import { FeaturePanel } from './FeaturePanel';
import type { FeaturePanelOptions } from './FeaturePanel';
import { assumeStoredState } from '../../../src/stores/first-view';

export default defineContainer<FeaturePanelOptions>({
  options: { placement: opt.string('') },
  Component: FeaturePanel,
  prepare: assumeStoredState,
});
