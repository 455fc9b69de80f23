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

const THEMES = ['default', 'high-contrast', 'brand'] as const;
type Theme = (typeof THEMES)[number];

const isTheme = (value: unknown): value is Theme => THEMES.some((theme) => theme === value);

// Whether high contrast is on because of the toolbar (not because a story switched it on).
let contrastFromToolbar = false;

/**
 * Puts the toolbar's theme on <html>, where a page would: high contrast is the attribute the
 * ContrastSwitcher sets, the second brand an attribute themes.css keys a few tokens on. The
 * toolbar takes back only the contrast it set, so the ContrastSwitcher's stories keep theirs.
 */
const withTheme: Decorator = (Story, context) => {
  const theme: Theme = isTheme(context.globals.theme) ? context.globals.theme : 'default';
  const html = document.documentElement;
  if (theme === 'high-contrast') {
    html.setAttribute('data-contrast', 'high');
    contrastFromToolbar = true;
  } else if (contrastFromToolbar) {
    html.removeAttribute('data-contrast');
    contrastFromToolbar = false;
  }
  if (theme === 'brand') html.setAttribute('data-sb-theme', 'brand');
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
          { value: 'default', title: 'Default' },
          { value: 'high-contrast', title: 'High contrast' },
          { value: 'brand', title: 'Second brand' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'default' },
  parameters: {
    layout: 'padded',
    docs: { toc: true },
  },
};

export default preview;
