import { createStorefront } from '@api/storefront/client';
import type { Storefront } from '@api/storefront/client';
import type { VaultOptions } from '@api/vault';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startBackend } from '../server/harness';
import type { TestBackend } from '../server/harness';
import { vaultAt } from '../support/checkout-fixtures';

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

export const vaultFor = (backend: TestBackend): VaultOptions => vaultAt(backend.base);

export { ADDRESS, DECLINED_CARD, GOOD_CARD, SECURE_CARD } from '../support/checkout-fixtures';
