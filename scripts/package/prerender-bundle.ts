import { build } from 'esbuild';

/**
 * The build-time render as plain JavaScript for the package (dist/prerender/): the library's
 * function and its command, with React, the widgets and the stores inside, so a publisher's
 * site runs it with Node alone. jsdom stays outside: the publisher installs it beside the
 * package (an optional peer), and only the prerender step needs it.
 */
export async function bundlePrerender(outdir: string): Promise<void> {
  await build({
    entryPoints: { prerender: 'src/entry/prerender.ts', cli: 'src/entry/prerender-cli.ts' },
    outdir,
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    minify: true,
    legalComments: 'none',
    external: ['jsdom'],
    jsx: 'automatic',
    tsconfig: 'tsconfig.json',
    define: { 'process.env.NODE_ENV': '"production"' },
    // Some bundled CommonJS packages require Node's own modules; ESM has no `require`.
    banner: {
      js: "import { createRequire as mwRequire } from 'node:module'; const require = mwRequire(import.meta.url);",
    },
    logLevel: 'warning',
  });
}
