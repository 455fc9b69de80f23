import { execFile, execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
const CONSUMER = join(ROOT, 'test/fixtures/typed-consumer');
const MAX_PACKED = 600_000;

interface Packed {
  readonly filename: string;
  readonly size: number;
  readonly files: readonly { readonly path: string; readonly size: number }[];
}

/** `npm pack` of the built repository, as a publisher receives it (`--dry-run`: only the list). */
function pack(args: readonly string[]): Packed {
  if (!existsSync(join(ROOT, 'dist/js/widgets.js'))) {
    throw new Error('dist/ is missing: run `npm run build` before the package tests.');
  }
  const out = execFileSync('npm', ['pack', '--ignore-scripts', '--json', ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, npm_config_offline: 'true' },
  });
  const [info] = JSON.parse(out) as Packed[];
  if (!info) throw new Error('npm pack said nothing');
  return info;
}

/** The README's page settings example, as the publisher copies it. */
async function readmeConfig(): Promise<string> {
  const readme = await readFile(join(ROOT, 'README.md'), 'utf8');
  const json = /<script type="application\/json" id="widgets-config">([\s\S]*?)<\/script>/.exec(
    readme,
  )?.[1];
  if (!json) throw new Error('README.md has no widgets-config example');
  return JSON.stringify(JSON.parse(json), null, 2);
}

describe('npm pack --dry-run', () => {
  let packed: Packed;
  beforeAll(() => {
    packed = pack(['--dry-run']);
  }, 60_000);

  it(`packs at most ${MAX_PACKED / 1000} kB`, () => {
    console.log(`packed ${packed.size} B, ${packed.files.length} files`);
    expect(packed.size).toBeLessThanOrEqual(MAX_PACKED);
  });

  it('holds one copy of the library, without compressed copies, and the licence', () => {
    const paths = packed.files.map((file) => file.path);
    expect(paths.filter((path) => path.endsWith('/widgets.js'))).toEqual(['dist/js/widgets.js']);
    expect(paths.filter((path) => path.endsWith('widgets.css'))).toEqual(['dist/widgets.css']);
    expect(paths.filter((path) => /\.(br|gz|map)$/.test(path))).toEqual([]);
    expect(paths).toContain('LICENSE');
    expect(paths).toEqual(expect.arrayContaining(['dist/integrity.json', 'dist/head.html']));
  });

  it('names in its integrity list every file a page loads, and only those', async () => {
    const integrity = JSON.parse(
      await readFile(join(ROOT, 'dist/integrity.json'), 'utf8'),
    ) as Record<string, string>;
    const served = packed.files
      .map((file) => file.path.replace(/^dist\//, ''))
      .filter((path) => path.startsWith('js/') || path === 'widgets.css');
    expect(Object.keys(integrity).sort()).toEqual(served.sort());
  });

  it('has the licence its package.json names', async () => {
    const { license } = JSON.parse(await readFile(join(ROOT, 'package.json'), 'utf8')) as {
      license: string;
    };
    expect(license).toBe('MIT');
    expect(await readFile(join(ROOT, 'LICENSE'), 'utf8')).toMatch(/^MIT License\n/);
  });
});

describe('the packed types in a publisher’s TypeScript project', () => {
  let work = '';
  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'mw-types-'));
    const { filename } = pack(['--pack-destination', work]);
    const installed = join(work, 'project', 'node_modules', 'magazine-widgets');
    await mkdir(installed, { recursive: true });
    execFileSync('tar', ['-xzf', join(work, filename), '-C', installed, '--strip-components=1']);
    await cp(CONSUMER, join(work, 'project'), { recursive: true });
    await writeFile(
      join(work, 'project', 'readme-config.ts'),
      `import type { WidgetConfig } from 'magazine-widgets/types';\n\nexport const readme: WidgetConfig = ${await readmeConfig()};\n`,
    );
  }, 60_000);
  afterAll(async () => {
    if (work) await rm(work, { recursive: true, force: true });
  });

  it.each(['bundler', 'nodenext', 'node16'])(
    'compile under moduleResolution %s: the root, /loader, /prerender, /types and the README’s settings',
    async (mode) => {
      const tsc = join(ROOT, 'node_modules/typescript/bin/tsc');
      const run = promisify(execFile)(process.execPath, [tsc, '-p', `tsconfig.${mode}.json`], {
        cwd: join(work, 'project'),
      });
      // tsc prints its errors on stdout and exits non-zero: show them, not only the code.
      const outcome = await run.then(
        () => '',
        (error: { stdout?: string }) => error.stdout ?? String(error),
      );
      expect(outcome).toBe('');
    },
    60_000,
  );
});
