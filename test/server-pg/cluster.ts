import { spawn } from 'node:child_process';
import { chown, mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A PostgreSQL server of a test's own, to stop and restart without touching anyone else's. */
export interface Cluster {
  /** The connection string of its `postgres` database. */
  readonly url: string;
  /** `pg_ctl restart -m fast`: every session is ended (57P01), then the server starts again. */
  restart(): Promise<void>;
  stop(): Promise<void>;
  /** The server's log, for a failure's report. */
  readonly log: string;
}

const BIN_ROOT = '/usr/lib/postgresql';

/** The newest installed server's binaries (Debian's layout), or PG_BIN as .ci/postgres reads it. */
async function binaries(): Promise<string> {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const versions = (await readdir(BIN_ROOT).catch(() => [])).sort((a, b) => Number(a) - Number(b));
  const newest = versions.at(-1);
  if (!newest)
    throw new Error(`No PostgreSQL server under ${BIN_ROOT} (apt-get install postgresql)`);
  return join(BIN_ROOT, newest, 'bin');
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });

/**
 * Starts a throwaway cluster as .ci/postgres does: a fresh directory, trust authentication on
 * a free port of 127.0.0.1, durability off; under root as Debian's unprivileged `postgres`
 * user, since PostgreSQL refuses to run as root. Every server command runs from the cluster's
 * directory, which that user may enter.
 */
export async function startCluster(): Promise<Cluster> {
  const bin = await binaries();
  const dir = await mkdtemp(join(tmpdir(), 'mw-chaos-pg-'));
  const root = process.getuid?.() === 0;
  if (root) {
    const { uid, gid } = await idOf('postgres');
    await chown(dir, uid, gid);
  }
  const data = join(dir, 'data');
  const logFile = join(dir, 'server.log');
  const port = await freePort();
  const run = (command: string, args: string[]) =>
    new Promise<void>((resolve, reject) => {
      const [file, ...rest] = root
        ? ['runuser', '-u', 'postgres', '--', join(bin, command), ...args]
        : [join(bin, command), ...args];
      // Output to a file, never a pipe: the server started by pg_ctl would keep a pipe open.
      const child = spawn(file ?? '', rest, { cwd: dir, stdio: 'ignore' });
      child.once('error', reject);
      child.once('exit', (code) =>
        code === 0 ? resolve() : reject(new Error(`${command} exited ${code} (see ${logFile})`)),
      );
    });
  const pgCtl = (...args: string[]) => run('pg_ctl', ['-D', data, '-l', logFile, '-w', ...args]);
  await run('initdb', [
    '-D',
    data,
    '-U',
    'postgres',
    '-A',
    'trust',
    '-E',
    'UTF8',
    '--locale=C',
    '--no-sync',
  ]);
  await pgCtl(
    '-o',
    `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off`,
    'start',
  );
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    restart: () => pgCtl('-m', 'fast', 'restart'),
    async stop() {
      await pgCtl('-m', 'immediate', 'stop').catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    },
    get log() {
      return logFile;
    },
  };
}

/** The uid and gid of a system user, read with `id` (no dependency for one lookup). */
const idOf = async (user: string) => {
  const read = (flag: string) =>
    new Promise<number>((resolve, reject) => {
      const child = spawn('id', [flag, user]);
      let out = '';
      child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
      child.once('exit', (code) =>
        code === 0 ? resolve(Number(out.trim())) : reject(new Error(`id ${flag} ${user}`)),
      );
    });
  return { uid: await read('-u'), gid: await read('-g') };
};
