import { defineContainer } from '../../../src/kit';
import { FeaturePanel } from './FeaturePanel';
import { assumeStoredState } from '../../../src/stores/first-view';
import { options } from './options';

export default defineContainer({
  options,
  Component: FeaturePanel,
  prepare: assumeStoredState,
});
