import { defineContainer } from '../../../src/kit';
import { Login } from './Login';
import { assumeStoredState } from '../../../src/stores/first-view';
import { options } from './options';

export default defineContainer({
  options,
  Component: Login,
  prepare: assumeStoredState,
});
