import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { defaultConfig, mergeConfig } from '@config/config';

const readme = readFileSync(join(process.cwd(), 'README.md'), 'utf8');
const section = (heading: string) => {
  const start = readme.indexOf(`\n## ${heading}\n`);
  expect(start, `README.md needs a "${heading}" section`).toBeGreaterThan(-1);
  const end = readme.indexOf('\n## ', start + 1);
  return readme.slice(start, end < 0 ? undefined : end);
};

const keysOf = (value: object, path = ''): string[] =>
  Object.entries(value).flatMap(([key, inner]) =>
    typeof inner === 'object' && inner !== null
      ? keysOf(inner as object, `${path}${key}.`)
      : [`${path}${key}`],
  );

// A publisher copies the README's configuration: a key it leaves out silently points the
// widgets at the page's own origin, which on a static host has no services.
describe("the README's configuration", () => {
  const configuration = section('Configuration');
  const example = /<script type="application\/json" id="widgets-config">([\s\S]*?)<\/script>/.exec(
    configuration,
  )?.[1];

  it('shows every key in its example, each one the widgets accept', () => {
    const warn = vi.fn();
    const parsed: unknown = JSON.parse(example ?? 'null');
    mergeConfig(defaultConfig('https://magazine.example'), parsed, warn);
    expect(warn).not.toHaveBeenCalled();
    expect(keysOf(parsed as object).sort()).toEqual(
      keysOf(defaultConfig('https://magazine.example')).sort(),
    );
  });

  it('has a row for every key in its table', () => {
    const rows = configuration.split('\n').filter((line) => line.startsWith('| `'));
    for (const key of Object.keys(defaultConfig('https://magazine.example'))) {
      expect(
        rows.some((row) => row.split('|')[1]?.includes(`\`${key}\``)),
        key,
      ).toBe(true);
    }
  });
});
