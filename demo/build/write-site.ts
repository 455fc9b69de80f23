// `npm run build`'s last step: the demo magazine as static files in dist/site/.
// WIDGETS_CONFIG (JSON text) or WIDGETS_CONFIG_FILE (a JSON file) replace the page settings
// of demo/site/widgets-config.json, for a site whose services live on another origin.
import { readFile } from 'node:fs/promises';
import { DEFAULT_SITE_OPTIONS, writeSite } from './site';

const configText =
  process.env.WIDGETS_CONFIG ??
  (process.env.WIDGETS_CONFIG_FILE
    ? await readFile(process.env.WIDGETS_CONFIG_FILE, 'utf8')
    : undefined);
const config = configText === undefined ? undefined : (JSON.parse(configText) as unknown);

const pages = await writeSite({ ...DEFAULT_SITE_OPTIONS, ...(config !== undefined && { config }) });
console.log(`dist/site: ${pages.length} pages, containers prerendered`);
// Stores stop on timers a second after the last page; nothing is left to wait for.
process.exit(0);
