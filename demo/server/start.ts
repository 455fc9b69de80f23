import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_DIST_DIR, baseUrl, startServer } from './app';

const DEFAULT_PORT = 4173;
const port = Number(process.env.PORT ?? DEFAULT_PORT);

if (!existsSync(join(DEFAULT_DIST_DIR, 'widgets.js'))) {
  console.error('The widgets are not built yet: run `npm run build` (or `npm start`, which does).');
  process.exit(1);
}

const server = await startServer(port);
const url = baseUrl(server).replace('127.0.0.1', 'localhost');
console.log(
  `Smashing Magazine demo: ${url}/  (PORT=${port}${process.env.PORT ? '' : ', the default'})`,
);

const stop = () => server.close(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
