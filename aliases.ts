import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The path aliases (`@kit`, `@stores/cart/actions`, ...), read from tsconfig.json's `paths` so
 * that Rollup, Vitest and Storybook resolve an import as the compiler and the lint do. A bare
 * alias names a layer's index, `@layer/...` a module in it.
 */
export interface Alias {
  readonly find: RegExp;
  readonly replacement: string;
}

const root = dirname(fileURLToPath(import.meta.url));
const tsconfig = JSON.parse(readFileSync(join(root, 'tsconfig.json'), 'utf8')) as {
  compilerOptions: { paths: Record<string, readonly string[]> };
};

export const aliases: readonly Alias[] = Object.entries(tsconfig.compilerOptions.paths).map(
  ([from, [to = '']]) =>
    from.endsWith('/*')
      ? {
          find: new RegExp(`^${from.slice(0, -2)}/`),
          replacement: `${join(root, to.slice(0, -2))}/`,
        }
      : { find: new RegExp(`^${from}$`), replacement: join(root, to) },
);

/** The path an aliased import names, or undefined for any other import. */
export const unalias = (source: string): string | undefined => {
  const alias = aliases.find(({ find }) => find.test(source));
  return alias && source.replace(alias.find, alias.replacement);
};
