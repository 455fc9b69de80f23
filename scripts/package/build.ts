// `npm run build`'s last step, once the library, its types, its stylesheet and their
// compressed copies are in dist/: the build-time render as JavaScript, the public types with
// paths a publisher's compiler resolves, the integrity hashes and a page's lines for a CDN.
// `CDN_BASE` names where dist/js/ and dist/widgets.css will be served from in those lines.
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundlePrerender } from './prerender-bundle';
import { keepReachableTypes, relativeTypePaths } from './type-paths';
import { writeCdnLines } from './cdn';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const dist = join(root, 'dist');
const pkg = JSON.parse(await readFile(join(root, 'package.json'), 'utf8')) as {
  version: string;
  exports: Record<string, string | { types?: string }>;
};

await bundlePrerender(join(dist, 'prerender'));
await relativeTypePaths(join(dist, 'types'), root);
// The declarations the exports name, and what they import.
const entries = Object.values(pkg.exports).flatMap((target) =>
  typeof target === 'object' && target.types ? [target.types.replace('./dist/types/', '')] : [],
);
const types = await keepReachableTypes(join(dist, 'types'), [...new Set(entries)]);
const cdn = await writeCdnLines(dist, pkg.version);
console.log(`dist/prerender: the build-time render; dist/types: ${types.join(', ')}`);
console.log(`dist/integrity.json: ${Object.keys(cdn.integrity).length} files; a page's <head>:`);
console.log(cdn.lines.join('\n'));
