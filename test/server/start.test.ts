import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startSmtpServer } from './support/smtp';

/** The environment of a start, without any mail setting of the machine running the tests. */
const env = (extra: Record<string, string>) => ({
  ...Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => !['SMTP_URL', 'OUTBOX', 'PUBLIC_URL', 'HOST'].includes(name),
    ),
  ),
  ...extra,
});

/** Starts the server and answers its URL once the banner is printed. */
function started(child: ChildProcess, log: { output: string }): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      log.output += chunk.toString();
      const match = /Smashing Magazine demo\s+(http:\/\/\S+?)\/\s/.exec(log.output);
      if (match?.[1] && log.output.includes('Test cards')) resolve(match[1]);
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      log.output += chunk.toString();
    });
    child.on('exit', (code) => reject(new Error(`start exited ${code}: ${log.output}`)));
  });
}

// `npm start` on a fresh clone: no data directory, an embedded database created, migrated and
// seeded on first start, and the URL, the outbox and the test cards printed. (npm test
// builds the widgets before this runs.)
describe('npm start', () => {
  let child: ChildProcess | undefined;
  afterAll(() => {
    child?.kill('SIGTERM');
  });
  const freshDataDir = async () =>
    join(await mkdtemp(join(tmpdir(), 'mw-start-')), 'fresh', 'data');
  const start = (extra: Record<string, string>) =>
    spawn(process.execPath, ['--import', 'tsx', 'demo/server/start.ts'], {
      env: env(extra),
      stdio: ['ignore', 'pipe', 'pipe'],
    });

  it(
    'serves the magazine and every service from an empty data directory',
    { timeout: 90_000 },
    async () => {
      const log = { output: '' };
      child = start({ PORT: '0', DATA_DIR: await freshDataDir() });
      const url = await started(child, log);
      const { output } = log;
      expect(output).toMatch(
        /Mail\s+the outbox http:\/\/localhost:\d+\/_outbox \(private: PUBLIC_URL is this machine, listening on 127\.0\.0\.1\)/,
      );
      expect(output).toContain('4242 4242 4242 4242');
      // Which pages it serves: the build's, or its own render (built-site.test.ts has why).
      expect(output).toMatch(/^Pages {2,}(dist\/site\/|rendered per request)/m);
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

  /** A start expected to be refused: its exit code and what it wrote. */
  const refusal = async (extra: Record<string, string>) => {
    const refused = start({ PORT: '0', ...extra });
    let output = '';
    refused.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    // A start that is not refused is stopped, not left serving: the test fails on its code.
    const timer = setTimeout(() => refused.kill('SIGKILL'), 20_000);
    const code = await new Promise<number | null>((resolve) => refused.on('exit', resolve));
    clearTimeout(timer);
    return { code, output };
  };

  it('refuses to start on a public address without SMTP_URL, and says why', async () => {
    const { code, output } = await refusal({ PUBLIC_URL: 'https://magazine.example' });
    expect(code).toBe(1);
    expect(output).toContain('The backend does not start. No way to send mail');
    expect(output).toContain('Set SMTP_URL');
  });

  // PUBLIC_URL defaults to localhost: HOST=0.0.0.0 alone (a container) used to publish the
  // outbox, with every recovery link in it, to the whole network.
  it(
    'refuses the outbox when it listens on every interface, even with OUTBOX=on',
    { timeout: 30_000 },
    async () => {
      const starts: Record<string, string>[] = [
        { HOST: '0.0.0.0' },
        { HOST: '0.0.0.0', OUTBOX: 'on' },
      ];
      for (const extra of starts) {
        const { code, output } = await refusal(extra);
        expect(code).toBe(1);
        expect(output).toContain('The backend does not start. No way to send mail');
        expect(output).toContain('listens on 0.0.0.0 (HOST)');
        expect(output).toContain('Set SMTP_URL');
      }
    },
  );

  it(
    'sends mail through SMTP_URL on a public address: the banner says so, no outbox',
    { timeout: 90_000 },
    async () => {
      const smtp = await startSmtpServer();
      try {
        const log = { output: '' };
        child?.kill('SIGTERM');
        child = start({
          PORT: '0',
          DATA_DIR: await freshDataDir(),
          PUBLIC_URL: 'https://magazine.example',
          SMTP_URL: smtp.url,
        });
        const url = await started(child, log);
        expect(log.output).toContain(
          `Mail                       SMTP through ${smtp.url} (SMTP_URL)`,
        );
        expect((await fetch(`${url}/_outbox.json`)).status).toBe(404);
        const arrival = smtp.received('member@example.com');
        await fetch(`${url}/identity/recover`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ email: 'member@example.com' }),
        });
        expect((await arrival).source).toContain(
          'https://magazine.example/membership/recover-password#recovery_token=',
        );
      } finally {
        await smtp.close();
      }
    },
  );
});
