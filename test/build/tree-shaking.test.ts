import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

/** The source modules a bundle of `names` imported from `entry` keeps, after tree-shaking. */
async function kept(entry: string, names: string): Promise<string[]> {
  const result = await build({
    stdin: {
      contents: `export ${names} from './${entry}';`,
      resolveDir: process.cwd(),
      loader: 'ts',
    },
    bundle: true,
    write: false,
    format: 'esm',
    treeShaking: true,
    minify: true,
    metafile: true,
    logLevel: 'silent',
  });
  const [output] = Object.values(result.metafile.outputs);
  return Object.entries(output?.inputs ?? {})
    .filter(([, input]) => input.bytesInOutput > 0)
    .map(([path]) => path);
}

const ACCOUNT_CATALOG_PAYMENTS_VAULT =
  /src\/api\/(vault|storefront\/(account|content|settings))\.ts|src\/payments\//;

// A widget that only reads the cart pulls in no account, catalog, payments or vault code
// (issue 4); size-limit measures the same import paths.
describe('tree-shaking of the store connection', () => {
  it('reading the cart keeps no client at all', async () => {
    const modules = await kept('src/stores/cart/index.ts', '{ $cart, $itemCount }');
    expect(modules.filter((m) => m.includes('src/api/'))).toEqual([]);
  });

  it('adding to the cart keeps the cart and product-list calls only', async () => {
    const modules = await kept('src/stores/cart/index.ts', '{ $cart, addItem }');
    expect(modules).toContain('src/api/storefront/cart.ts');
    expect(modules.filter((m) => ACCOUNT_CATALOG_PAYMENTS_VAULT.test(m))).toEqual([]);
  });

  it('the cart client alone keeps no vault and no account code', async () => {
    const modules = await kept('src/api/storefront/cart.ts', '{ getCart, addCartItem }');
    expect(modules.filter((m) => ACCOUNT_CATALOG_PAYMENTS_VAULT.test(m))).toEqual([]);
  });

  it('checkout actions do bring the vault, and only they do', async () => {
    const modules = await kept('src/stores/cart/checkout.ts', '{ setCard }');
    expect(modules).toContain('src/api/vault.ts');
  });
});
