// Writes what each size-limit line measures to bench/chunk-sizes.json (`npm run sizes`, after
// `npm run build`), so docs/budgets.md shows the real weight beside each ceiling.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';

interface SizeResult {
  readonly name: string;
  readonly size: number;
}

const run = spawnSync('npx', ['size-limit', '--json'], { encoding: 'utf8' });
// size-limit exits 1 when a line is over its ceiling; the measures are still worth writing.
const results = JSON.parse(run.stdout) as SizeResult[];
const measures = Object.fromEntries(results.map(({ name, size }) => [name, size]));
writeFileSync(
  new URL('../bench/chunk-sizes.json', import.meta.url),
  `${JSON.stringify(measures, null, 2)}\n`,
);
console.log(`bench/chunk-sizes.json: ${results.length} lines`);
