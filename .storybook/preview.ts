import type { Decorator, Preview } from '@storybook/react-vite';
import { resetStores, swapClients } from '@stores/seam';
import { answerStoreAccountCalls } from '../stories/support/pageFetch';
// The library's own stylesheet (its source, bundled by Vite), not the demo magazine's: the
// widgets must look right on a page that has no other CSS, and a site's CSS must not leak
// into Storybook's docs (the magazine's .tag rule once upper-cased every code sample).
import '@widgets/widgets.css';
// Each widget's own stylesheet, found as the build finds it (stylesheet.ts): shared parts,
// containers, behaviours.
import.meta.glob(
  [
    '../widgets/shared/**/*.css',
    '../widgets/containers/**/*.css',
    '../widgets/behaviours/**/*.css',
  ],
  { eager: true },
);
import './themes.css';
import siteCss from '../demo/site/assets/site.css?raw';
import { MAGAZINE, magazineThemeCss } from './magazine-theme';

// The magazine's look, built once from its stylesheet; it applies while the toolbar picks it.
const magazine = document.createElement('style');
magazine.dataset.sbTheme = MAGAZINE;
magazine.textContent = magazineThemeCss(siteCss);
document.head.append(magazine);

const THEMES = [MAGAZINE, 'default', 'high-contrast', 'brand'] as const;
// A docs page without a story (the Tokens page) wears the default theme too.
document.documentElement.setAttribute('data-sb-theme', MAGAZINE);
type Theme = (typeof THEMES)[number];

const isTheme = (value: unknown): value is Theme => THEMES.some((theme) => theme === value);

// Whether high contrast is on because of the toolbar (not because a story switched it on).
let contrastFromToolbar = false;

/**
 * Puts the toolbar's theme on <html>, where a page would: high contrast is the attribute the
 * ContrastSwitcher sets; the magazine (the default: what a designer sees on the site) and the
 * second brand are an attribute their stylesheets key tokens on. The toolbar takes back only
 * the contrast it set, so the ContrastSwitcher's stories keep theirs.
 */
const withTheme: Decorator = (Story, context) => {
  const theme: Theme = isTheme(context.globals.theme) ? context.globals.theme : MAGAZINE;
  const html = document.documentElement;
  if (theme === 'high-contrast') {
    html.setAttribute('data-contrast', 'high');
    contrastFromToolbar = true;
  } else if (contrastFromToolbar) {
    html.removeAttribute('data-contrast');
    contrastFromToolbar = false;
  }
  if (theme === 'brand' || theme === MAGAZINE) html.setAttribute('data-sb-theme', theme);
  else html.removeAttribute('data-sb-theme');
  return Story();
};

const preview: Preview = {
  // Every story starts from the initial stores, whatever the previous one did.
  beforeEach: () => {
    localStorage.clear();
    resetStores();
    swapClients({});
    document.documentElement.removeAttribute('data-contrast');
    return answerStoreAccountCalls();
  },
  decorators: [withTheme],
  globalTypes: {
    theme: {
      description: 'Theme of the widgets',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: [
          { value: MAGAZINE, title: 'Magazine' },
          { value: 'default', title: 'Default' },
          { value: 'high-contrast', title: 'High contrast' },
          { value: 'brand', title: 'Second brand' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: MAGAZINE },
  parameters: {
    layout: 'padded',
    docs: { toc: true },
  },
};

export default preview;
