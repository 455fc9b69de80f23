import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { ENCODINGS, isCompressible } from '@server/encoding';
import type { Encoding } from '@server/encoding';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

// Built files are compressed once and sent many times: the best (slowest) levels pay off.
const COMPRESS: Readonly<Record<Encoding, (body: Buffer) => Promise<Buffer>>> = {
  br: (body) =>
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => gzipped(body, { level: constants.Z_BEST_COMPRESSION }),
};

export interface Written {
  readonly file: string;
  readonly encoding: Encoding;
  readonly size: number;
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return filesUnder(path);
      return Promise.resolve(entry.isFile() ? [path] : []);
    }),
  );
  return nested.flat();
}

/**
 * Writes `file.br` and `file.gz` beside every compressible file under `dir` (see
 * demo/server/encoding.ts), for the server to send as they are. A copy that would not be
 * smaller is not written (a tiny file); one left from an earlier run is replaced or removed.
 */
export async function precompress(dir: string): Promise<Written[]> {
  const written: Written[] = [];
  for (const file of (await filesUnder(dir)).filter(isCompressible)) {
    const body = await readFile(file);
    for (const { name, suffix } of ENCODINGS) {
      const packed = await COMPRESS[name](body);
      if (packed.length >= body.length) {
        await rm(file + suffix, { force: true });
        continue;
      }
      // Written after its file, so the server sees a copy no older than it (static.ts).
      await writeFile(file + suffix, packed);
      written.push({ file: file + suffix, encoding: name, size: packed.length });
    }
  }
  return written;
}
