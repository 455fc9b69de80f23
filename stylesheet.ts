import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The library's stylesheet: `widgets/widgets.css` (the kit's shared pieces, tokens first) and
 * then every widget's own stylesheet, found in its folder, so a new widget's styles need no
 * line anywhere else. `npm run build:css` bundles it into dist/widgets.css; Storybook's preview
 * imports the same files.
 */
const root = dirname(fileURLToPath(import.meta.url));
export const STYLESHEET_ENTRY = 'widgets/widgets.css';

// Shared parts first, so a container's or behaviour's rule of equal weight wins over them.
const FOLDERS = ['widgets/shared/', 'widgets/containers/', 'widgets/behaviours/'];
const rank = (path: string) => FOLDERS.findIndex((folder) => path.startsWith(folder));

/** Every widget stylesheet under widgets/, in order, as paths from the repository's root. */
export const widgetStylesheets = (): string[] =>
  readdirSync(join(root, 'widgets'), { recursive: true, encoding: 'utf8' })
    .map((path) => `widgets/${path.replaceAll('\\', '/')}`)
    .filter((path) => path.endsWith('.css') && path !== STYLESHEET_ENTRY)
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));

/** The entry with an `@import` for each widget stylesheet, relative to widgets/. */
export const stylesheetSource = (): string =>
  [
    readFileSync(join(root, STYLESHEET_ENTRY), 'utf8'),
    ...widgetStylesheets().map((path) => `@import './${path.slice('widgets/'.length)}';`),
  ].join('\n');

const main = async (outfile: string) => {
  const { build } = await import('esbuild');
  await build({
    stdin: {
      contents: stylesheetSource(),
      resolveDir: join(root, 'widgets'),
      sourcefile: 'widgets.css',
      loader: 'css',
    },
    bundle: true,
    minify: true,
    logLevel: 'warning',
    outfile,
  });
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await main(process.argv[2] ?? 'dist/widgets.css');
}
