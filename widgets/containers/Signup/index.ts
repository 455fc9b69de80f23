import { defineContainer } from '../../../src/kit';
import { Signup } from './Signup';
import { assumeStoredState } from '../../../src/stores/first-view';
import { options } from './options';

export default defineContainer({
  options,
  Component: Signup,
  prepare: assumeStoredState,
});
