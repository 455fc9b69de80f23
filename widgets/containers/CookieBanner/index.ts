import { defineContainer } from '@kit';
import { CookieBanner } from './CookieBanner';
import { options } from './options';

export default defineContainer({
  options,
  Component: CookieBanner,
});
