import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { CHROMIUM, FLAGS } from './harness';
import { poll } from '../support/poll';

/** What one performance audit cost a run: points of the 100, with Lighthouse's figure. */
export interface Cost {
  readonly id: string;
  readonly points: number;
  readonly value: string;
}

/** One Lighthouse run of one page: the performance score (0-100) and where it lost points. */
export interface Run {
  readonly performance: number;
  readonly costs: readonly Cost[];
}

/**
 * Chromium on a fresh profile (a first-time visitor: no cache, no storage) with a remote
 * debugging port for Lighthouse, the browser tests' flags keeping it off the network.
 */
async function launchChromium() {
  const profile = mkdtempSync(join(tmpdir(), 'mw-lighthouse-'));
  // Its own process group, so closing it ends its helpers too before the profile goes.
  const chromium = spawn(
    CHROMIUM,
    [...FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: 'ignore', detached: true },
  );
  const exited = new Promise<void>((done) => chromium.once('exit', () => done()));
  const close = async () => {
    try {
      if (chromium.pid) process.kill(-chromium.pid, 'SIGTERM');
    } catch {
      // The group had already ended.
    }
    await exited;
    // A helper may still be writing its last file: try again a moment later, then leave it.
    let failure: unknown;
    const removed = await poll(
      () => {
        try {
          rmSync(profile, { recursive: true, force: true });
          return true;
        } catch (error) {
          failure = error;
          return undefined;
        }
      },
      { timeoutMs: 2000, everyMs: 200 },
    );
    if (!removed) console.warn(`could not remove ${profile}: ${String(failure)}`);
  };
  // Chromium writes the port it chose, then the browser's path, once it listens.
  const portFile = join(profile, 'DevToolsActivePort');
  const port = await poll(
    () => {
      if (chromium.exitCode !== null) return 0;
      const written = existsSync(portFile) && Number(readFileSync(portFile, 'utf8').split('\n')[0]);
      return written && written > 0 ? written : undefined;
    },
    { timeoutMs: 30_000, everyMs: 50 },
  );
  if (port) return { port, close };
  await close();
  throw new Error(`Chromium at ${CHROMIUM} did not open a debugging port`);
}

/**
 * Lighthouse's performance category on `url` as a first-time visitor on a phone: its default
 * mobile settings (a Moto G Power's screen, simulated slow 4G and a 4x slower CPU), in a
 * Chromium of its own that is closed after the run.
 */
export async function lighthouseRun(url: string): Promise<Run> {
  const chromium = await launchChromium();
  try {
    const result = await lighthouse(url, {
      port: chromium.port,
      onlyCategories: ['performance'],
      formFactor: 'mobile',
      throttlingMethod: 'simulate',
      logLevel: 'error',
    });
    const lhr = result?.lhr;
    const category = lhr?.categories.performance;
    if (!lhr || lhr.runtimeError || typeof category?.score !== 'number') {
      throw new Error(`Lighthouse could not score ${url}: ${lhr?.runtimeError?.message ?? '?'}`);
    }
    const weights = category.auditRefs.reduce((sum, ref) => sum + ref.weight, 0);
    const costs = category.auditRefs
      .filter((ref) => ref.weight > 0)
      .map((ref) => {
        const audit = lhr.audits[ref.id];
        return {
          id: ref.id,
          points: Math.round(((ref.weight * (1 - (audit?.score ?? 0))) / weights) * 1000) / 10,
          value: audit?.displayValue ?? '',
        };
      })
      .filter((cost) => cost.points > 0)
      .sort((a, b) => b.points - a.points);
    return { performance: Math.round(category.score * 100), costs };
  } finally {
    await chromium.close();
  }
}
