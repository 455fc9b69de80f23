import { createStorefront } from '../../src/api/storefront/client';
import type { Storefront } from '../../src/api/storefront/client';
import type { VaultOptions } from '../../src/api/vault';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startBackend } from '../server/harness';
import type { TestBackend } from '../server/harness';

/** Our storefront client, pointed at a reference backend started in-process. */
export const storefrontFor = (backend: TestBackend): Storefront =>
  createStorefront({ store: 'magazine', key: 'pk_demo_magazine', url: backend.base });

/**
 * Starts a reference backend for the surrounding block and hands `each` a new storefront
 * client on it (a new store session) before every test. Returns the running backend.
 */
export function onReferenceBackend(each: (sf: Storefront) => void): () => TestBackend {
  let backend: TestBackend | undefined;
  const running = () => {
    if (!backend) throw new Error('the reference backend did not start');
    return backend;
  };
  beforeAll(async () => {
    backend = await startBackend();
  });
  afterAll(() => backend?.close());
  beforeEach(() => each(storefrontFor(running())));
  return running;
}

export const vaultFor = (backend: TestBackend): VaultOptions => ({
  vaultUrl: `${backend.base}/vault`,
  key: 'pk_demo_magazine',
  timeoutMs: 5000,
});

export const GOOD_CARD = {
  number: '4242 4242 4242 4242',
  exp_month: '12',
  exp_year: '2030',
  cvc: '123',
};
export const DECLINED_CARD = { ...GOOD_CARD, number: '4000 0000 0000 0002' };
export const SECURE_CARD = { ...GOOD_CARD, number: '4000 0025 0000 3155' };

export const ADDRESS = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  address1: 'Kaiser-Joseph-Straße 1',
  city: 'Freiburg',
  zip: '79098',
  country: 'DE',
};
