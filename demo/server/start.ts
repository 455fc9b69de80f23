import { existsSync, mkdirSync } from 'node:fs';
import { lookup } from 'node:dns/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_BUILT_SITE_DIR, DEFAULT_DIST_DIR, baseUrl, startServer } from './app';
import { chooseBuiltSite } from './built-site';
import { openDb } from './backend/db';
import { prepare } from './services/prepare';
import { loadSecret, sharedSecret } from './backend/secrets';
import { createBackend } from './services/index';
import { chooseMail, isLoopback, isLoopbackAddress, smtpServer } from './backend/mail-choice';
import { outboxDelivery, smtpDelivery } from './backend/mail-delivery';
import { TEST_CARDS } from './services/payments/test-cards';
import { readServerEnv } from './env';

const { port, host, publicUrl, siteUrl, origins, cardGateway } = readServerEnv(process.env);
const dataDir = process.env.DATA_DIR ?? fileURLToPath(new URL('../data/', import.meta.url));

const refuse = (why: string): never => {
  console.error(`The backend does not start. ${why}`);
  process.exit(1);
};

// Decided before anything opens: a backend others can reach never starts with the outbox.
// "Others" is read from the address HOST resolves to, as the server will bind it (0.0.0.0
// is every interface, whatever PUBLIC_URL says), not from PUBLIC_URL alone.
const listenAddress = await lookup(host).then(
  (found) => found.address,
  () => refuse(`HOST (${host}) names no address of this machine.`),
);
const mailChoice = chooseMail(process.env, publicUrl, listenAddress);
if (mailChoice.kind === 'refused') refuse(mailChoice.why);

if (!existsSync(join(DEFAULT_DIST_DIR, 'widgets.js'))) {
  console.error('The widgets are not built yet: run `npm run build` (or `npm start`, which does).');
  process.exit(1);
}

// A fresh clone has no data directory yet: it is created, then migrated and seeded.
mkdirSync(dataDir, { recursive: true });
const databaseUrl = process.env.DATABASE_URL;
const db = await openDb(databaseUrl ? { url: databaseUrl } : { dataDir: join(dataDir, 'pglite') });
await prepare(db);
// Processes sharing a PostgreSQL database must check each other's tokens: one key for all.
const secret = databaseUrl
  ? await sharedSecret(db, await loadSecret(dataDir))
  : await loadSecret(dataDir);
const mail =
  mailChoice.kind === 'smtp' ? smtpDelivery(mailChoice.url, mailChoice.from) : outboxDelivery();
const handlers = createBackend({
  db,
  secret,
  publicUrl,
  siteUrl,
  origins,
  mail,
  cardGateway,
  now: () => new Date(),
});
const builtSite = await chooseBuiltSite(DEFAULT_BUILT_SITE_DIR, publicUrl);
const server = await startServer(port, { handlers, builtSiteDir: builtSite.dir ?? false }, host);
const bound = server.address();
// The address bound is checked again: an outbox is never served beyond this machine.
if (
  mailChoice.kind === 'outbox' &&
  (typeof bound !== 'object' || !bound || !isLoopbackAddress(bound.address))
) {
  server.close();
  refuse(`The outbox would answer on ${JSON.stringify(bound)}, beyond this machine.`);
}
const url = baseUrl(server).replace('127.0.0.1', 'localhost');

const mailLine =
  mailChoice.kind === 'smtp'
    ? `SMTP through ${smtpServer(mailChoice.url)} (SMTP_URL), from ${mailChoice.from}`
    : `the outbox ${isLoopback(publicUrl) ? url : publicUrl}/_outbox (${mailChoice.why}): every email, sent nowhere`;

console.log(`
Smashing Magazine demo     ${url}/   (PORT=${port}${process.env.PORT ? '' : ', the default'})
Pages                      ${builtSite.says}
Mail                       ${mailLine}
Card gateway               ${cardGateway}${cardGateway === 'stripe' ? ' (CARD_GATEWAY=braintree for Braintree)' : ''}
Database                   ${databaseUrl ? 'PostgreSQL (DATABASE_URL)' : join(dataDir, 'pglite')}
Listening on               ${host}${host === listenAddress ? '' : ` (${listenAddress})`} (HOST)${siteUrl === publicUrl ? '' : `\nSite (links in emails)     ${siteUrl}/`}
Test cards                 ${TEST_CARDS.success} succeeds, ${TEST_CARDS.declined} is declined,
                           ${TEST_CARDS.requires3ds} asks for 3-D Secure (any future expiry, any CVC)
`);

const stop = () => {
  server.close(() => {
    void db.close().then(() => process.exit(0));
  });
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
