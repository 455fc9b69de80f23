import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const NAME = 'magazine-widgets';

/** `npm pack` of the built repository into `dir`: the tarball's path and the files it holds. */
export function packPackage(dir: string): { tarball: string; files: string[] } {
  const out = execFileSync(
    'npm',
    ['pack', '--ignore-scripts', '--json', '--pack-destination', dir],
    { cwd: ROOT, encoding: 'utf8', env: { ...process.env, npm_config_offline: 'true' } },
  );
  const [info] = JSON.parse(out) as { filename: string; files: { path: string }[] }[];
  if (!info) throw new Error('npm pack said nothing');
  return { tarball: join(dir, info.filename), files: info.files.map((file) => file.path) };
}

/**
 * A publisher's project at `project` with the packed package installed as npm would (the
 * tarball extracted into node_modules, no registry) and jsdom beside it for the prerender
 * command, plus `packages` of this repository's node_modules (a generator). Returns where
 * the package is.
 */
export async function installPackage(
  project: string,
  tarball: string,
  packages: readonly string[] = [],
): Promise<string> {
  const installed = join(project, 'node_modules', NAME);
  await mkdir(installed, { recursive: true });
  execFileSync('tar', ['-xzf', tarball, '-C', installed, '--strip-components=1']);
  for (const name of ['jsdom', ...packages]) {
    const target = join(project, 'node_modules', name);
    await mkdir(join(target, '..'), { recursive: true });
    if (!existsSync(target)) await symlink(join(ROOT, 'node_modules', name), target);
  }
  if (!existsSync(join(project, 'package.json'))) {
    await writeFile(
      join(project, 'package.json'),
      '{ "name": "publisher-site", "private": true, "type": "module" }\n',
    );
  }
  return installed;
}

/** The package's command over a built site, as `npx magazine-widgets-prerender` runs it. */
export function prerender(project: string, output: string, origin: string): string {
  const bin = join(project, 'node_modules', NAME, 'bin', 'prerender.js');
  return execFileSync(process.execPath, [bin, output, '--origin', origin], {
    cwd: project,
    encoding: 'utf8',
  });
}
