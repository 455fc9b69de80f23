import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, startServer } from '@server/app';
import { chooseBuiltSite, otherServices } from '@server/built-site';
import { configScript } from '@server/pages';

const HERE = 'http://localhost:4173';
const ELSEWHERE = 'https://services.example';

describe('otherServices, whose services a built page names', () => {
  it('names the origins of every web address but the server’s own, once each', () => {
    const config = {
      storefrontUrl: ELSEWHERE,
      search: { url: `${ELSEWHERE}/search`, appId: 'MAGAZINE' },
      providers: { stripe: 'https://js.stripe.example/v3', paypal: '/providers/paypal/sdk/js' },
      vaultUrl: `${HERE}/vault`,
    };
    expect(otherServices(config, HERE)).toEqual(['https://js.stripe.example', ELSEWHERE]);
  });

  it('names none for paths on the page’s own origin, text that is no web address, or no settings', () => {
    expect(otherServices({ providers: { stripe: '/providers/stripe.js' } }, HERE)).toEqual([]);
    expect(otherServices({ store: 'magazine', locale: 'en_US', x: 'mailto:a@b.c' }, HERE)).toEqual(
      [],
    );
    expect(otherServices(null, HERE)).toEqual([]);
  });
});

/** A built site whose pages carry `config` and say they are the built ones. */
async function builtSite(root: string, config: unknown): Promise<string> {
  const dir = join(root, 'site');
  await mkdir(join(dir, 'about'), { recursive: true });
  const page = (title: string) =>
    `<!doctype html><title>${title}</title><script type="application/json" id="widgets-config">${configScript(config)}</script><p>The built page</p>`;
  await writeFile(join(dir, 'index.html'), page('Home'));
  await writeFile(join(dir, 'about', 'index.html'), page('About'));
  return dir;
}

describe('the demo server and a built site', () => {
  let root = '';
  let server: Server | undefined;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'mw-built-'));
  });
  afterEach(async () => {
    await new Promise<void>((done) => (server ? server.close(() => done()) : done()));
    server = undefined;
    await rm(join(root, 'site'), { recursive: true, force: true });
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  const about = async (builtSiteDir: string | false) => {
    server = await startServer(0, { builtSiteDir });
    return (await fetch(`${baseUrl(server)}/about`)).text();
  };

  it('serves the pages built for its own services', async () => {
    const dir = await builtSite(root, { providers: { stripe: '/providers/stripe.js' } });
    const choice = await chooseBuiltSite(dir, HERE);
    expect(choice).toEqual({ dir, says: 'dist/site/, as `npm run build` wrote them' });
    expect(await about(choice.dir ?? false)).toContain('The built page');
  });

  it('renders its pages itself when they were built for services elsewhere, and says so', async () => {
    const dir = await builtSite(root, { storefrontUrl: ELSEWHERE, vaultUrl: `${ELSEWHERE}/vault` });
    const choice = await chooseBuiltSite(dir, HERE);
    expect(choice.dir).toBeUndefined();
    expect(choice.says).toBe(
      `rendered per request: dist/site/ was built for the services at ${ELSEWHERE} (WIDGETS_CONFIG), not these; \`npm run build\` without it builds them for this demo`,
    );
    const page = await about(choice.dir ?? false);
    expect(page).not.toContain('The built page');
    expect(page).not.toContain(ELSEWHERE);
    // The demo's own settings: its services on this origin.
    expect(page).toContain('"stripe":"/providers/stripe.js"');
  });

  it('renders its pages itself when nothing was built', async () => {
    expect(await chooseBuiltSite(join(root, 'none'), HERE)).toEqual({
      dir: undefined,
      says: 'rendered per request (no dist/site/)',
    });
  });
});
