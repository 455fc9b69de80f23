import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface BackendProcess {
  readonly base: string;
  stop(): Promise<void>;
  /** Ends it at once, as a crash or `kill -9` would: no response finishes, nothing closes. */
  crash(): Promise<void>;
  /** Whether it is still running (a process that died by itself is a failure). */
  alive(): boolean;
  /** What it wrote to stdout and stderr. */
  output(): string;
}

/**
 * Starts `npm start`'s server (demo/server/start.ts) as a process of its own on `databaseUrl`
 * (PGlite in its data directory without one), on a free port and with a data directory of its
 * own, as a second machine behind a load balancer would run it; resolves with its URL once it
 * serves.
 */
export async function startProcess(databaseUrl?: string): Promise<BackendProcess> {
  const dataDir = await mkdtemp(join(tmpdir(), 'mw-process-'));
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: '0', DATA_DIR: dataDir };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'demo/server/start.ts'], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let running = true;
  const exited = new Promise<void>((done) =>
    child.once('exit', () => {
      running = false;
      done();
    }),
  );
  const base = await new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Smashing Magazine demo\s+(http:\/\/\S+?)\/\s/.exec(output);
      if (match?.[1] && output.includes('Test cards')) resolve(match[1]);
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) => reject(new Error(`the backend exited (${code}): ${output}`)));
  });
  return {
    base,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
    async crash() {
      child.kill('SIGKILL');
      await exited;
    },
    alive: () => running,
    output: () => output,
  };
}
