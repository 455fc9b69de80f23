// Lighthouse's mobile performance score of every demo page: three runs per page, each as a
// first-time visitor in a fresh Chromium profile (Debian's Chromium, or CHROMIUM_PATH), on the
// demo served from dist/ (`npm run build` first). Run by `npm run bench`; writes the medians
// and every run to bench/lighthouse.json and the table of them in docs/budgets.md, which
// test/build/lighthouse-doc.test.ts checks (each median at least MIN_PERFORMANCE).
// LIGHTHOUSE_NEW_PAGES=1 measures only the pages bench/lighthouse.json has no score for yet
// (a page just added), keeping the others' scores; pages gone are dropped either way.
import { readFileSync, writeFileSync } from 'node:fs';
import { demoPages } from '../test/e2e/demo-pages';
import { requireBuild } from '../test/e2e/harness';
import { lighthouseRun } from '../test/e2e/lighthouse-run';
import type { Run } from '../test/e2e/lighthouse-run';
import {
  MIN_PERFORMANCE,
  SCORES_FILE,
  median,
  readScores,
  scoreTable,
  writeScores,
} from '../test/e2e/lighthouse-scores';
import type { PageScore } from '../test/e2e/lighthouse-scores';
import { startBackend } from '../test/server/harness';
import { withGeneratedPart } from '../test/support/generated-docs';

const RUNS = 3;

requireBuild();
const backend = await startBackend();
const kept = process.env.LIGHTHOUSE_NEW_PAGES ? readScores() : new Map<string, PageScore>();
const scores = new Map<string, PageScore>(
  demoPages().flatMap((path) => {
    const score = kept.get(path);
    return score ? [[path, score] as const] : [];
  }),
);
const below: [string, Run][] = [];
try {
  const pages = demoPages().filter((path) => !scores.has(path));
  console.log(`Lighthouse, mobile, ${RUNS} runs on each of ${pages.length} pages`);
  for (const path of pages) {
    const runs: Run[] = [];
    for (let n = 0; n < RUNS; n++) runs.push(await lighthouseRun(`${backend.base}${path}`));
    const performance = median(runs.map((run) => run.performance));
    scores.set(path, { performance, runs: runs.map((run) => run.performance) });
    console.log(`  ${path}: ${performance} (${runs.map((run) => run.performance).join(', ')})`);
    // The run whose score is the median: what the page's score lost, audit by audit.
    const middle = runs.find((run) => run.performance === performance) ?? runs[0];
    if (performance < MIN_PERFORMANCE && middle) below.push([path, middle]);
  }
} finally {
  await backend.close();
}

writeScores(scores);
const doc = new URL('../docs/budgets.md', import.meta.url);
writeFileSync(doc, withGeneratedPart(readFileSync(doc, 'utf8'), 'lighthouse', scoreTable(scores)));
console.log(`\n${scoreTable(scores)}\n\nWritten to ${SCORES_FILE.pathname} and ${doc.pathname}`);
for (const [path, run] of below) {
  console.log(`\n${path} is below ${MIN_PERFORMANCE} (${run.performance}); points lost by audit:`);
  for (const cost of run.costs) console.log(`  ${cost.id}: ${cost.points} (${cost.value})`);
}
