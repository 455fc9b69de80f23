import { describe, expect, it } from 'vitest';
import {
  $privacy,
  $settings,
  resetStores,
  respondToPrivacy,
  setHighContrast,
  swapClients,
} from '@stores';
import { defaultConfig } from '@config/config';
import { config, storefront } from '@stores/connections';

describe('shared stores', () => {
  it('persist only under the library keys and reset through the seam', () => {
    setHighContrast(true);
    respondToPrivacy('necessary');
    expect(Object.keys(localStorage).sort()).toEqual([
      'mw-cookie-info',
      'mw-privacy:accepted',
      'mw-privacy:declined',
      'mw-privacy:necessary',
      'mw-privacy:responded',
      'mw-settings:highContrast',
    ]);
    resetStores();
    expect($settings.get()).toEqual({ highContrast: false });
    expect($privacy.get().responded).toBe(false);
  });

  it('read the persisted choice back', () => {
    localStorage.setItem('mw-settings:highContrast', 'true');
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'mw-settings:highContrast', newValue: 'true' }),
    );
    expect($settings.get().highContrast).toBe(true);
  });

  it('hand out the page configuration, or a swapped one', () => {
    expect(config().storefrontUrl).toBe(window.location.origin);
    const fake = { ...defaultConfig('https://shop.example'), store: 'fake' };
    swapClients({ config: fake });
    expect(config().store).toBe('fake');
    swapClients({});
    expect(config().store).toBe('magazine');
  });

  it('build one storefront per page from the configuration, and drop it on a swap', () => {
    const first = storefront();
    expect(storefront()).toBe(first);
    // The spec's default locale (point 9) when the page names none.
    expect(first.options).toMatchObject({
      store: 'magazine',
      key: 'pk_demo_magazine',
      locale: 'en_US',
    });
    expect(first.options.url).toBe(window.location.origin);
    swapClients({});
    expect(storefront()).not.toBe(first);
  });
});
