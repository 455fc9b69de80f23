// The reference backend under load: cart adds and product lists per second on PGlite (one
// process) and on PostgreSQL (one process, then two on one database), each process being
// `npm start`'s server (demo/server/start.ts). Run with `npm run bench`, which prints
// the ratios. PostgreSQL comes from BENCH_DATABASE_URL or TEST_DATABASE_URL; without one,
// and with Debian's postgresql installed, the bench runs itself again beside a throwaway
// cluster (.ci/postgres); otherwise its PostgreSQL columns are skipped with a notice.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startProcess } from '../test/server/scale-out/processes';
import type { BackendProcess } from '../test/server/scale-out/processes';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** Requests in flight at once, each client with its own store session. */
const CLIENTS = 16;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const AUTH = { Authorization: `Basic ${btoa('pk_demo_magazine')}` };

interface Rates {
  readonly adds: number;
  readonly lists: number;
}

const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const hasPostgres = () =>
  existsSync('/usr/lib/postgresql') &&
  readdirSync('/usr/lib/postgresql').some((v) =>
    existsSync(join('/usr/lib/postgresql', v, 'bin', 'initdb')),
  );

/** Runs `request` from CLIENTS clients for SECONDS; answers the successful requests per second. */
async function measure(request: (client: number, n: number) => Promise<Response>) {
  const until = performance.now() + SECONDS * 1000;
  let ok = 0;
  let failed = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, client) => {
      for (let n = 0; performance.now() < until; n++) {
        const res = await request(client, n);
        await res.arrayBuffer();
        if (res.ok) ok++;
        else failed++;
      }
    }),
  );
  if (failed) console.warn(`  ${failed} requests failed`);
  return ok / ((performance.now() - started) / 1000);
}

async function bench(processes: BackendProcess[]): Promise<Rates> {
  const base = (n: number) => processes[n % processes.length]?.base ?? '';
  const sessions: (string | undefined)[] = [];
  const adds = await measure(async (client, n) => {
    const res = await fetch(`${base(client + n)}/api/cart/items`, {
      method: 'POST',
      headers: {
        ...AUTH,
        'Content-Type': 'application/json',
        ...(sessions[client] ? { 'X-Session': sessions[client] } : {}),
      },
      body: JSON.stringify({ product_id: 'prod-sb7-ebook', quantity: 1 }),
    });
    sessions[client] ??= res.headers.get('x-session') ?? undefined;
    return res;
  });
  const lists = await measure((client, n) =>
    fetch(`${base(client + n)}/api/products?limit=25`, { headers: AUTH }),
  );
  return { adds, lists };
}

async function withProcesses(count: number, databaseUrl: string | undefined) {
  const processes = await Promise.all(
    Array.from({ length: count }, () => startProcess(databaseUrl)),
  );
  try {
    return await bench(processes);
  } finally {
    await Promise.all(processes.map((p) => p.stop()));
  }
}

async function withDatabase<T>(work: (url: string) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const name = `mw_bench_${process.pid}`;
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    const url = new URL(serverUrl ?? '');
    url.pathname = `/${name}`;
    return await work(url.href);
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

if (!existsSync(join(ROOT, 'dist', 'js', 'widgets.js'))) {
  console.error("The backend bench starts npm start's server: run `npm run build` first.");
  process.exit(1);
}
if (!serverUrl && !process.env.BENCH_NO_CLUSTER && hasPostgres()) {
  // Once more, beside a throwaway cluster the script stops afterwards.
  const again = spawnSync(
    join(ROOT, '.ci', 'postgres'),
    [process.execPath, ...process.execArgv, ...process.argv.slice(1)],
    {
      stdio: 'inherit',
      env: { ...process.env, BENCH_NO_CLUSTER: '1' },
    },
  );
  process.exit(again.status ?? 1);
}

console.log(`\nReference backend: ${CLIENTS} clients, ${SECONDS} s per figure, requests/s`);
const columns: [string, Rates | undefined][] = [];
columns.push(['PGlite, 1 process', await withProcesses(1, undefined)]);
if (serverUrl) {
  columns.push(['PostgreSQL, 1 process', await withDatabase((url) => withProcesses(1, url))]);
  columns.push(['PostgreSQL, 2 processes', await withDatabase((url) => withProcesses(2, url))]);
} else {
  console.warn(
    '\n!!! POSTGRESQL COLUMNS SKIPPED: no BENCH_DATABASE_URL or TEST_DATABASE_URL, and no PostgreSQL installed (apt-get install postgresql). !!!\n',
  );
  columns.push(['PostgreSQL, 1 process', undefined], ['PostgreSQL, 2 processes', undefined]);
}

const first = columns[0]?.[1];
const cell = (rates: Rates | undefined, key: keyof Rates) =>
  rates && first
    ? `${rates[key].toFixed(0)}/s (${(rates[key] / first[key]).toFixed(2)}×)`
    : 'skipped';
const rows = [
  ['', ...columns.map(([name]) => name)],
  ['cart adds', ...columns.map(([, rates]) => cell(rates, 'adds'))],
  ['product lists', ...columns.map(([, rates]) => cell(rates, 'lists'))],
];
const widths = rows[0]?.map((_, i) => Math.max(...rows.map((row) => (row[i] ?? '').length))) ?? [];
for (const row of rows) console.log(row.map((text, i) => text.padEnd(widths[i] ?? 0)).join('  '));
console.log('(ratios against PGlite, 1 process)\n');
