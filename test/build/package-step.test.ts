import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { sri, writeCdnFolder } from '../../scripts/package/cdn';
import { relativeTypePaths } from '../../scripts/package/type-paths';

const ROOT = join(import.meta.dirname, '../..');
let dir = '';
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = '';
});

describe("the package step's integrity hashes", () => {
  it('are SHA-384 in base64, as Subresource Integrity reads them', () => {
    const body = Buffer.from('export {};\n');
    expect(sri(body)).toBe(`sha384-${createHash('sha384').update(body).digest('base64')}`);
    expect(sri(body)).toMatch(/^sha384-[A-Za-z0-9+/]{64}$/);
  });

  it("write the CDN folder with every file's hash and the page's two lines", async () => {
    dir = await mkdtemp(join(tmpdir(), 'mw-cdn-'));
    await mkdir(join(dir, 'js', 'chunks'), { recursive: true });
    await writeFile(join(dir, 'js', 'widgets.js'), 'import("./chunks/a.js");\n');
    await writeFile(join(dir, 'js', 'widgets.js.map'), '{}');
    await writeFile(join(dir, 'js', 'chunks', 'a.js'), 'export {};\n');
    await writeFile(join(dir, 'widgets.css'), '@layer mw {}\n');
    const cdn = await writeCdnFolder(dir, '1.2.3', 'https://cdn.example/mw/1.2.3');
    const loader = sri(Buffer.from('import("./chunks/a.js");\n'));
    expect(Object.keys(cdn.integrity)).toEqual(['js/chunks/a.js', 'js/widgets.js', 'widgets.css']);
    expect(JSON.parse(await readFile(join(cdn.dir, 'integrity.json'), 'utf8'))).toEqual(
      cdn.integrity,
    );
    expect(await readFile(join(cdn.dir, 'head.html'), 'utf8')).toBe(
      `<link rel="stylesheet" href="https://cdn.example/mw/1.2.3/widgets.css" integrity="${sri(Buffer.from('@layer mw {}\n'))}" crossorigin="anonymous" />\n` +
        `<script type="module" src="https://cdn.example/mw/1.2.3/js/widgets.js" integrity="${loader}" crossorigin="anonymous"></script>\n`,
    );
  });
});

describe("the package step's type paths", () => {
  it('turn the source aliases into paths inside the types folder, leaving packages alone', async () => {
    dir = await mkdtemp(join(tmpdir(), 'mw-types-'));
    await mkdir(join(dir, 'src', 'kit'), { recursive: true });
    const file = join(dir, 'src', 'kit', 'host-state.d.ts');
    await writeFile(
      file,
      [
        "import { WIDGET_FAILED_MESSAGE } from '@domain/chunks';",
        "export type { Registry } from '@widgets/registry';",
        "type A = import('@domain').Money;",
        "import type { ReactNode } from 'react';",
        '',
      ].join('\n'),
    );
    expect(await relativeTypePaths(dir, ROOT)).toBe(1);
    expect(await readFile(file, 'utf8')).toBe(
      [
        "import { WIDGET_FAILED_MESSAGE } from '../domain/chunks';",
        "export type { Registry } from '../../widgets/registry';",
        "type A = import('../domain/index').Money;",
        "import type { ReactNode } from 'react';",
        '',
      ].join('\n'),
    );
  });
});
