import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompress } from '../../demo/build/precompress';

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

describe('precompress', () => {
  let dir: string;
  const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word${i % 37}`))};\n`;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'precompress-'));
    await mkdir(join(dir, 'js', 'chunks'), { recursive: true });
    await writeFile(join(dir, 'js', 'chunks', 'Big-AbCd1234.js'), script);
    await writeFile(join(dir, 'js', 'chunks', 'Big-AbCd1234.js.map'), script);
    await writeFile(join(dir, 'page.html'), `<!doctype html><p>${'Cats. '.repeat(200)}</p>`);
    await writeFile(join(dir, 'tiny.css'), 'a{}');
    await writeFile(join(dir, 'logo.png'), Buffer.alloc(2000));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('writes brotli and gzip copies that decompress to the file, in nested folders too', async () => {
    await precompress(dir);
    const file = join(dir, 'js', 'chunks', 'Big-AbCd1234.js');
    const br = await readFile(`${file}.br`);
    const gz = await readFile(`${file}.gz`);
    expect(brotliDecompressSync(br).toString()).toBe(script);
    expect(gunzipSync(gz).toString()).toBe(script);
    expect(br.length).toBeLessThan(script.length);
    expect(await exists(join(dir, 'page.html.br'))).toBe(true);
    expect(await exists(join(dir, 'page.html.gz'))).toBe(true);
  });

  it('skips what would not shrink, source maps and formats compressed already', async () => {
    await precompress(dir);
    expect(await exists(join(dir, 'tiny.css.br'))).toBe(false);
    expect(await exists(join(dir, 'tiny.css.gz'))).toBe(false);
    expect(await exists(join(dir, 'js', 'chunks', 'Big-AbCd1234.js.map.br'))).toBe(false);
    expect(await exists(join(dir, 'logo.png.gz'))).toBe(false);
  });

  it('removes a copy left from an earlier run once the file no longer shrinks', async () => {
    await writeFile(join(dir, 'tiny.css.br'), 'an old copy');
    await precompress(dir);
    expect(await exists(join(dir, 'tiny.css.br'))).toBe(false);
  });

  it('does not compress its own copies again when run twice', async () => {
    await precompress(dir);
    await precompress(dir);
    expect(await exists(join(dir, 'page.html.br.gz'))).toBe(false);
    expect(await exists(join(dir, 'page.html.gz.br'))).toBe(false);
  });
});
