import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The project's own lint configuration, run on small files that break the layers on purpose:
// proof that `npm test` stops the next widget that reaches past its layer.
const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: root, ignore: false });

const problems = async (filePath: string, code: string) => {
  const [result] = await eslint.lintText(code, { filePath: `${root}/${filePath}` });
  return (result?.messages ?? []).map((m) => `${m.ruleId ?? 'parse'}: ${m.message}`);
};

// Building the import graph the first time takes a few seconds on a small machine.
describe('layers', { timeout: 60_000 }, () => {
  it('refuses a widget importing src/api', async () => {
    const found = await problems(
      'widgets/containers/LintFixture/index.ts',
      "import { getCart } from '../../../src/api/storefront/cart';\n\nexport const load = getCart;\n",
    );
    expect(found).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*never src\/api/),
    ]);
  });

  it('refuses a widget importing src/api through its alias', async () => {
    const found = await problems(
      'widgets/containers/LintFixture/index.ts',
      "import { getCart } from '@api/storefront/cart';\n\nexport const load = getCart;\n",
    );
    expect(found).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*never src\/api/),
    ]);
  });

  it('refuses the domain importing a store through its alias', async () => {
    const found = await problems(
      'src/domain/lint-fixture.ts',
      "import { $cart } from '@stores/cart/state';\n\nexport const cart = $cart;\n",
    );
    expect(found).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*src\/domain is pure rules/),
    ]);
  });

  it('lets a widget use the kit, a store and a pure rule through their aliases', async () => {
    const found = await problems(
      'widgets/containers/LintFixture/index.ts',
      [
        "import { opt } from '@kit';",
        "import { $cart } from '@stores/cart/state';",
        "import { formatMoney } from '@domain/money';",
        '',
        'export const parts = [opt, $cart, formatMoney];',
        '',
      ].join('\n'),
    );
    expect(found).toEqual([]);
  });

  it('refuses a widget importing the loader', async () => {
    const found = await problems(
      'widgets/behaviours/LintFixture/index.ts',
      "import { createLoader } from '../../../src/loader/loader';\n\nexport const make = createLoader;\n",
    );
    expect(found).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths/)]);
  });

  it('refuses a domain module importing a store', async () => {
    const found = await problems(
      'src/domain/lint-fixture.ts',
      "import { $cart } from '../stores/cart/state';\n\nexport const cart = $cart;\n",
    );
    expect(found).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*src\/domain is pure rules/),
    ]);
  });

  it('refuses the api importing a store', async () => {
    const found = await problems(
      'src/api/lint-fixture.ts',
      "import { $identity } from '../stores/user/state';\n\nexport const user = $identity;\n",
    );
    expect(found).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths/)]);
  });

  it('refuses the reference backend importing a widget or a store', async () => {
    const found = await problems(
      'demo/server/lint-fixture.ts',
      "import { $cart } from '../../src/stores/cart/state';\n\nexport const cart = $cart;\n",
    );
    expect(found).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths/)]);
  });

  it('lets a widget use the kit, a store and a pure rule', async () => {
    const found = await problems(
      'widgets/containers/LintFixture/index.ts',
      [
        "import { opt } from '../../../src/kit';",
        "import { $cart } from '../../../src/stores/cart/state';",
        "import { formatMoney } from '../../../src/domain/money';",
        '',
        'export const parts = [opt, $cart, formatMoney];',
        '',
      ].join('\n'),
    );
    expect(found).toEqual([]);
  });

  it('refuses the loader and the render importing the widgets, even the registry', async () => {
    for (const fixture of ['src/loader/lint-fixture.ts', 'src/prerender/lint-fixture.ts']) {
      const registry = await problems(
        fixture,
        "import { registry } from '../../widgets/registry';\n\nexport const table = registry;\n",
      );
      expect(registry).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*entry/)]);
      const widget = await problems(
        fixture,
        "import TOC from '@widgets/containers/TOC';\n\nexport const toc = TOC;\n",
      );
      expect(widget).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths/)]);
    }
  });

  it('lets the entry hand the registry to the loader', async () => {
    const found = await problems(
      'src/entry/lint-fixture.ts',
      [
        "import { start } from '@loader/start';",
        "import { registry } from '@widgets/registry';",
        '',
        'export const boot = (): void => start(registry);',
        '',
      ].join('\n'),
    );
    expect(found).toEqual([]);
  });

  it("refuses a widget reaching into another widget's folder, a container or a behaviour", async () => {
    const container = await problems(
      'widgets/containers/MemberSubscriptionCheckout/lint-fixture.ts',
      "import { Login } from '../Login/Login';\n\nexport const form = Login;\n",
    );
    expect(container).toEqual([
      expect.stringMatching(
        /^import-x\/no-restricted-paths: .*share the piece through widgets\/shared/,
      ),
    ]);
    const behaviour = await problems(
      'widgets/containers/MiniCart/lint-fixture.ts',
      "import AddToCart from '../../behaviours/AddToCart';\n\nexport const add = AddToCart;\n",
    );
    expect(behaviour).toEqual([
      expect.stringMatching(
        /^import-x\/no-restricted-paths: .*share the piece through widgets\/shared/,
      ),
    ]);
  });

  it('lets a widget use its own folder and widgets/shared', async () => {
    const found = await problems(
      'widgets/containers/Checkout/payment/lint-fixture.ts',
      [
        "import { StepSkeleton } from '../StepSkeleton';",
        "import { LoginForm } from '../../../shared/LoginForm';",
        '',
        'export const parts = [StepSkeleton, LoginForm];',
        '',
      ].join('\n'),
    );
    expect(found).toEqual([]);
  });

  it('keeps one transport: a client module calling fetch itself is refused', async () => {
    const found = await problems(
      'src/api/lint-fixture.ts',
      "export const load = (): Promise<Response> => fetch('/api/cart');\n",
    );
    expect(found).toEqual([expect.stringMatching(/^no-restricted-globals: .*src\/api\/core/)]);
  });

  it('refuses an import cycle', async () => {
    const [result] = await eslint.lintFiles([`${root}/test/lint/fixtures/cycle/first.ts`]);
    expect(result?.messages.map((m) => m.ruleId)).toEqual(['import-x/no-cycle']);
  });
});
