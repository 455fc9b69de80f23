import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as domain from '@domain';

describe('src/domain/index.ts', () => {
  it('re-exports every rule module', async () => {
    const modules = readdirSync(join(process.cwd(), 'src/domain')).filter(
      (file) => file.endsWith('.ts') && file !== 'index.ts' && file !== 'country-list.ts',
    );
    for (const file of modules) {
      const module = (await import(`../../../src/domain/${file}`)) as Record<string, unknown>;
      for (const name of Object.keys(module))
        expect(domain, `${file}: ${name}`).toHaveProperty(name);
    }
  });
});
