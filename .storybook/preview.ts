import type { Preview } from '@storybook/react-vite';
import { resetStores, swapClients } from '../src/stores/seam';
import '../demo/site/assets/site.css';

const preview: Preview = {
  // Every story starts from the initial stores, whatever the previous one did.
  beforeEach: () => {
    localStorage.clear();
    resetStores();
    swapClients({});
    document.documentElement.removeAttribute('data-contrast');
  },
  parameters: {
    layout: 'padded',
    docs: { toc: true },
  },
};

export default preview;
