import type { BackendDeps } from './deps';

type SiteDeps = Pick<BackendDeps, 'siteUrl' | 'origins'>;

const originOf = (url: string): string | undefined => {
  try {
    const parsed = new URL(url);
    return /^https?:$/.test(parsed.protocol) ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
};

/**
 * Where a reader may be sent back to: the site's origin and the origins allowed to call the
 * services (a publisher's other sites). Never the services' own origin unless it is the site:
 * a page the services do not serve must not receive a payment return or a token.
 */
export function siteOrigins(deps: SiteDeps): ReadonlySet<string> {
  const origins = [deps.siteUrl, ...deps.origins].map(originOf);
  return new Set(origins.filter((origin) => origin !== undefined));
}

/** `path` on the site, e.g. the order page a receipt links to. */
export const sitePage = (deps: Pick<BackendDeps, 'siteUrl'>, path: string): string =>
  `${deps.siteUrl.replace(/\/+$/, '')}${path}`;

/**
 * A link a client asked the backend to send a reader to, if it is on one of the site's
 * origins (relative links resolve against the site); otherwise undefined. This keeps the
 * approval page and mailed tokens from becoming an open redirect.
 */
export function siteLink(raw: unknown, deps: SiteDeps): URL | undefined {
  if (typeof raw !== 'string') return undefined;
  try {
    const url = new URL(raw, deps.siteUrl);
    return siteOrigins(deps).has(url.origin) ? url : undefined;
  } catch {
    return undefined;
  }
}
