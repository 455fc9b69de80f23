import { defineContainer, opt } from '../../../src/kit';
import { CookieBanner } from './CookieBanner';
import type { CookieBannerOptions } from './CookieBanner';

export default defineContainer<CookieBannerOptions>({
  options: {
    policyUrl: opt.string('/about#privacy'),
  },
  Component: CookieBanner,
});
