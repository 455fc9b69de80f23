import type { CardGateway } from './backend/deps';

/** How `npm start` / `npm run serve` is configured, read from the environment. */
export interface ServerEnv {
  readonly port: number;
  /** The address to listen on. */
  readonly host: string;
  /** The services' own public base URL (approval pages, ads' click links, downloads). */
  readonly publicUrl: string;
  /** The magazine's base URL (links in emails, payment returns). */
  readonly siteUrl: string;
  /** Origins allowed to call the services from another site. */
  readonly origins: readonly string[];
  /** The gateway of the store's card: `braintree` with CARD_GATEWAY=braintree, else stripe. */
  readonly cardGateway: CardGateway;
}

export const DEFAULT_PORT = 4173;
/**
 * Loopback only by default: the demo is for this machine. A container or a machine behind a
 * proxy on another host needs HOST=0.0.0.0 (or the one interface it should answer on).
 */
export const DEFAULT_HOST = '127.0.0.1';

const trimSlashes = (url: string) => url.trim().replace(/\/+$/, '');

/**
 * PUBLIC_URL is where the services answer; SITE_URL where the magazine's pages are. One
 * server serving both (`npm start`) needs neither: SITE_URL defaults to PUBLIC_URL.
 */
export function readServerEnv(env: Readonly<Record<string, string | undefined>>): ServerEnv {
  const port = Number(env.PORT ?? DEFAULT_PORT);
  const publicUrl = trimSlashes(env.PUBLIC_URL || `http://localhost:${port}`);
  return {
    port,
    host: env.HOST?.trim() || DEFAULT_HOST,
    publicUrl,
    siteUrl: env.SITE_URL ? trimSlashes(env.SITE_URL) : publicUrl,
    // An Origin header never ends in a slash: "https://site.example/" would match nothing.
    origins: (env.CORS_ORIGINS ?? '').split(',').map(trimSlashes).filter(Boolean),
    cardGateway: env.CARD_GATEWAY?.trim() === 'braintree' ? 'braintree' : 'stripe',
  };
}
