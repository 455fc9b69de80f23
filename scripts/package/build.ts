// `npm run build`'s last step, once the library, its types, its stylesheet and their
// compressed copies are in dist/: the build-time render as JavaScript, the types' paths made
// relative, the CDN folder with its integrity hashes (printed, and written beside it).
// `CDN_BASE` names where the folder will be served from in the printed lines.
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundlePrerender } from './prerender-bundle';
import { relativeTypePaths } from './type-paths';
import { writeCdnFolder } from './cdn';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const dist = join(root, 'dist');
const { version } = JSON.parse(await readFile(join(root, 'package.json'), 'utf8')) as {
  version: string;
};

await bundlePrerender(join(dist, 'prerender'));
const rewritten = await relativeTypePaths(join(dist, 'types'), root);
const cdn = await writeCdnFolder(dist, version);
console.log(
  `dist/prerender: the build-time render; dist/types: ${rewritten} files' paths made relative`,
);
console.log(`dist/cdn/${version}: ${Object.keys(cdn.integrity).length} files; a page's <head>:`);
console.log(cdn.lines.join('\n'));
