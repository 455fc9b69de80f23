import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as domain from '@domain';

// Every message of the catalogue is written once, in src/domain. Tests prove the wording
// against SPEC.md itself (see spec-wording.test.ts) instead of quoting it again.
const isMessage = (value: unknown): value is string =>
  typeof value === 'string' && value.length >= 15 && /\s/.test(value);

// Top-level messages and the message records (address fields, job-post fields).
const messages = Object.entries(domain).flatMap(([name, value]) => {
  if (isMessage(value)) return [{ name, text: value }];
  if (value && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Set)) {
    return Object.entries(value)
      .filter((entry): entry is [string, string] => isMessage(entry[1]))
      .map(([key, text]) => ({ name: `${name}.${key}`, text }));
  }
  return [];
});

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => /\.(ts|tsx|js|mjs|html|mdx)$/.test(file) && !file.startsWith('src/domain/'));

describe('the message catalogue is the single source', () => {
  it('has messages to check', () => expect(messages.length).toBeGreaterThanOrEqual(50));

  it.each(files)('%s repeats no catalogue message', (file) => {
    const text = readFileSync(file, 'utf8');
    const repeated = messages.filter((m) => text.includes(m.text)).map((m) => m.name);
    expect(repeated).toEqual([]);
  });
});
