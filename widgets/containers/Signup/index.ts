import { defineContainer } from '@kit';
import { Signup } from './Signup';
import { assumeStoredState } from '@stores/first-view';
import { options } from './options';

export default defineContainer({
  options,
  Component: Signup,
  prepare: assumeStoredState,
});
