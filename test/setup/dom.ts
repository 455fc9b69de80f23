import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { resetStores, swapClients } from '../../src/stores/seam';
import { resetWarnings } from '../../src/kit/warn';

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
