import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// `npm start` on a fresh clone: no data directory, an embedded database created, migrated and
// seeded on first start, and the URL, the outbox and the test cards printed. (npm test
// builds the widgets before this runs.)
describe('npm start', () => {
  let child: ChildProcess | undefined;
  afterAll(() => {
    child?.kill('SIGTERM');
  });

  it(
    'serves the magazine and every service from an empty data directory',
    { timeout: 90_000 },
    async () => {
      const dataDir = join(await mkdtemp(join(tmpdir(), 'mw-start-')), 'fresh', 'data');
      const started = spawn(process.execPath, ['--import', 'tsx', 'demo/server/start.ts'], {
        env: { ...process.env, PORT: '0', DATA_DIR: dataDir },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child = started;
      let output = '';
      const url = await new Promise<string>((resolve, reject) => {
        started.stdout?.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          const match = /Smashing Magazine demo\s+(http:\/\/\S+?)\/\s/.exec(output);
          if (match?.[1] && output.includes('Test cards')) resolve(match[1]);
        });
        started.stderr?.on('data', (chunk: Buffer) => {
          output += chunk.toString();
        });
        started.on('exit', (code) => reject(new Error(`start exited ${code}: ${output}`)));
      });
      expect(output).toContain('/_outbox');
      expect(output).toContain('4242 4242 4242 4242');
      expect((await fetch(`${url}/`)).status).toBe(200);
      expect(await (await fetch(`${url}/books/`)).text()).toContain('data-container="PriceTag"');
      expect((await fetch(`${url}/js/widgets.js`)).status).toBe(200);
      expect((await fetch(`${url}/_outbox`)).status).toBe(200);
      const products = await fetch(`${url}/api/products?limit=1`, {
        headers: { Authorization: `Basic ${btoa('pk_demo_magazine')}` },
      });
      expect(((await products.json()) as { count: number }).count).toBeGreaterThan(10);
    },
  );
});
