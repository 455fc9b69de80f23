import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { resetStores, swapClients } from '@stores/seam';
import { resetWarnings } from '@kit/warn';
import { setPrivacyReview } from '@kit/privacy-review';

afterEach(() => {
  cleanup();
  resetStores();
  swapClients({});
  resetWarnings();
  setPrivacyReview(false);
  localStorage.clear();
  sessionStorage.clear();
  document.documentElement.removeAttribute('data-contrast');
  document.body.replaceChildren();
});
