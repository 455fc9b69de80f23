import { describe, expect, inject, it } from 'vitest';
import { getProduct } from '@api/storefront/catalog';
import { createStorefront, vaultOf } from '@api/storefront/client';
import type { StorefrontInit } from '@api/storefront/client';
import { getContent, listContent } from '@api/storefront/content';
import { setSessionValue } from '@api/storefront/settings';
import { createCardToken } from '@api/vault';
import { GOOD_CARD } from '../../../support/checkout-fixtures';

const base = inject('backendUrl');
const connection = (extra: Partial<StorefrontInit>) =>
  createStorefront({ store: 'magazine', key: 'pk_demo_magazine', url: base, ...extra });

// SPEC point 3's client options, against the reference backend: each one changes what the
// store or the vault is asked, and leaving it out keeps the spec's default.
describe('the store connection’s client options (SPEC point 3)', () => {
  it('vaultUrl: card data goes to the vault it names, by default {url}/vault', async () => {
    expect(vaultOf(connection({})).vaultUrl).toBe(`${base}/vault`);
    // The store is nowhere: only the vault option can have reached the vault.
    const apart = connection({ url: 'http://store.invalid', vaultUrl: `${base}/vault` });
    expect(vaultOf(apart)).toMatchObject({ vaultUrl: `${base}/vault`, key: 'pk_demo_magazine' });
    const token = await createCardToken(vaultOf(apart), GOOD_CARD);
    expect(token).toMatchObject({ last4: '4242' });
    await expect(
      createCardToken(vaultOf(connection({ vaultUrl: `${base}/no-vault-here` })), GOOD_CARD),
    ).rejects.toThrow();
  });

  it('previewContent: content calls show drafts too, unless a call says otherwise', async () => {
    const published = connection({});
    const previewing = connection({ previewContent: true });
    expect((await listContent(published, 'checkout-notes')).count).toBe(1);
    expect((await listContent(previewing, 'checkout-notes')).count).toBe(2);
    expect(await getContent(published, 'checkout-notes', 'holiday-note')).toBeNull();
    expect(await getContent(previewing, 'checkout-notes', 'holiday-note')).toMatchObject({
      title: 'Holiday shipping',
    });
    expect((await listContent(previewing, 'checkout-notes', false)).count).toBe(1);
  });

  it('currency: prices come in it until the reader chooses one, then in theirs', async () => {
    const store = connection({ currency: 'EUR' });
    expect(await getProduct(connection({}), 'smashing-book-7-print')).toMatchObject({
      currency: 'USD',
    });
    expect(await getProduct(store, 'smashing-book-7-print')).toMatchObject({ currency: 'EUR' });
    await setSessionValue(store, { currency: 'USD' });
    expect(await getProduct(store, 'smashing-book-7-print')).toMatchObject({ currency: 'USD' });
  });
});
