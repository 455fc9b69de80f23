import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_DIR } from '@server/app';
import { findPage } from '@server/pages';

const pages = join(DEFAULT_SITE_DIR, 'pages');
const found = async (path: string) =>
  (await findPage(pages, path))?.slice(pages.length + 1).replaceAll('\\', '/');

describe('the demo pages by address', () => {
  it('serves the order page at its own address, and at the one old receipts carry', async () => {
    expect(await found('/checkout/order')).toBe('checkout/order.html');
    expect(await found('/checkout/confirmation/ord-123')).toBe('checkout/order.html');
    expect(await found('/checkout/confirmation')).toBe('checkout/confirmation.html');
  });
});
