import { defineContainer } from '@kit';
import { Login } from './Login';
import { assumeStoredState } from '@stores/first-view';
import { options } from './options';

export default defineContainer({
  options,
  Component: Login,
  prepare: assumeStoredState,
});
