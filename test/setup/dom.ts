import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { resetStores, swapClients } from '@stores/seam';
import { resetWarnings } from '@kit/warn';

afterEach(() => {
  cleanup();
  resetStores();
  swapClients({});
  resetWarnings();
  localStorage.clear();
  sessionStorage.clear();
  document.documentElement.removeAttribute('data-contrast');
  document.body.replaceChildren();
});
