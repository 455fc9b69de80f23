import { defineContainer } from '@kit';
import { FeaturePanel } from './FeaturePanel';
import { assumeStoredState } from '@stores/first-view';
import { options } from './options';

export default defineContainer({
  options,
  Component: FeaturePanel,
  prepare: assumeStoredState,
});
