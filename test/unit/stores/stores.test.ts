import { describe, expect, it } from 'vitest';
import {
  $privacy,
  $settings,
  client,
  resetStores,
  respondToPrivacy,
  setHighContrast,
  swapClients,
} from '../../../src/stores';
import { defaultConfig } from '../../../src/config/config';

describe('shared stores', () => {
  it('persist only under the library keys and reset through the seam', () => {
    setHighContrast(true);
    respondToPrivacy('necessary');
    expect(Object.keys(localStorage).sort()).toEqual([
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
    expect(client('config').storefrontUrl).toBe(window.location.origin);
    const fake = { ...defaultConfig('https://shop.example'), store: 'fake' };
    swapClients({ config: fake });
    expect(client('config').store).toBe('fake');
    swapClients({});
    expect(client('config').store).toBe('magazine');
  });
});
