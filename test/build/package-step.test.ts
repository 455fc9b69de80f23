import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { sri, writeCdnLines } from '../../scripts/package/cdn';
import { keepReachableTypes, relativeTypePaths } from '../../scripts/package/type-paths';

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

  it("write every served file's hash and the page's two lines beside the library", async () => {
    dir = await mkdtemp(join(tmpdir(), 'mw-cdn-'));
    await mkdir(join(dir, 'js', 'chunks'), { recursive: true });
    await mkdir(join(dir, 'types'), { recursive: true });
    await writeFile(join(dir, 'js', 'widgets.js'), 'import("./chunks/a.js");\n');
    await writeFile(join(dir, 'js', 'widgets.js.map'), '{}');
    await writeFile(join(dir, 'js', 'widgets.js.br'), 'x');
    await writeFile(join(dir, 'js', 'chunks', 'a.js'), 'export {};\n');
    await writeFile(join(dir, 'types', 'types.d.ts'), 'export {};\n');
    await writeFile(join(dir, 'widgets.css'), '@layer mw {}\n');
    const cdn = await writeCdnLines(dir, '1.2.3', 'https://cdn.example/mw/1.2.3');
    const loader = sri(Buffer.from('import("./chunks/a.js");\n'));
    expect(Object.keys(cdn.integrity)).toEqual(['js/chunks/a.js', 'js/widgets.js', 'widgets.css']);
    expect(JSON.parse(await readFile(join(dir, 'integrity.json'), 'utf8'))).toEqual(cdn.integrity);
    expect(await readFile(join(dir, 'head.html'), 'utf8')).toBe(
      `<link rel="stylesheet" href="https://cdn.example/mw/1.2.3/widgets.css" integrity="${sri(Buffer.from('@layer mw {}\n'))}" crossorigin="anonymous" />\n` +
        `<script type="module" src="https://cdn.example/mw/1.2.3/js/widgets.js" integrity="${loader}" crossorigin="anonymous"></script>\n`,
    );
  });
});

describe("the package step's type paths", () => {
  it('turn the source aliases into paths a publisher resolves, leaving packages alone', async () => {
    dir = await mkdtemp(join(tmpdir(), 'mw-types-'));
    await mkdir(join(dir, 'src', 'kit'), { recursive: true });
    await mkdir(join(dir, 'src', 'domain'), { recursive: true });
    await mkdir(join(dir, 'widgets'), { recursive: true });
    for (const file of [
      'src/domain/chunks.d.ts',
      'src/domain/index.d.ts',
      'widgets/registry.d.ts',
    ]) {
      await writeFile(join(dir, file), 'export {};\n');
    }
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
        "import { WIDGET_FAILED_MESSAGE } from '../domain/chunks.js';",
        "export type { Registry } from '../../widgets/registry.js';",
        "type A = import('../domain/index.js').Money;",
        "import type { ReactNode } from 'react';",
        '',
      ].join('\n'),
    );
  });

  it('name each relative file as Node does, a folder by its index', async () => {
    dir = await mkdtemp(join(tmpdir(), 'mw-types-'));
    await mkdir(join(dir, 'config'), { recursive: true });
    await writeFile(join(dir, 'config', 'index.d.ts'), 'export {};\n');
    await writeFile(join(dir, 'money.d.ts'), 'export {};\n');
    const file = join(dir, 'types.d.ts');
    await writeFile(
      file,
      "export type { A } from './config';\nexport type { B } from './money';\nimport './x.css';\n",
    );
    await relativeTypePaths(dir, ROOT);
    expect(await readFile(file, 'utf8')).toBe(
      "export type { A } from './config/index.js';\nexport type { B } from './money.js';\nimport './x.css';\n",
    );
  });

  it('keep only what the entries lead to, and no folder left empty', async () => {
    dir = await mkdtemp(join(tmpdir(), 'mw-types-'));
    await mkdir(join(dir, 'src', 'config'), { recursive: true });
    await mkdir(join(dir, 'widgets', 'cart'), { recursive: true });
    await writeFile(join(dir, 'src', 'types.d.ts'), "export type { A } from './config/a.js';\n");
    await writeFile(join(dir, 'src', 'config', 'a.d.ts'), 'export type A = string;\n');
    await writeFile(join(dir, 'src', 'config', 'b.d.ts'), 'export type B = string;\n');
    await writeFile(join(dir, 'widgets', 'cart', 'c.d.ts'), 'export type C = string;\n');
    expect(await keepReachableTypes(dir, ['src/types.d.ts'])).toEqual([
      'src/config/a.d.ts',
      'src/types.d.ts',
    ]);
    expect(existsSync(join(dir, 'src', 'config', 'b.d.ts'))).toBe(false);
    expect(existsSync(join(dir, 'widgets'))).toBe(false);
  });
});
