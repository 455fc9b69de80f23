import type { BackendDeps } from '../../backend/deps';
import { siteError } from '../../backend/http';
import type { ErrorShape } from '../../backend/http';
import { Router } from '../../backend/router';
import type { RoutedHandler } from '../../backend/router';
import type { Ad } from '@domain';
import { PARTNERS, PLACEMENTS } from './partners';
import type { Partner } from './partners';
import { servicePageHeaders } from '../../backend/security-headers';

const PREFIX = '/ads';
const shape: ErrorShape = (status, message) => siteError(status, message);

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The ad as the widget reads it. Links are absolute on the public URL: the widgets may run
 * on a page of another origin, where a relative link would point at the wrong server.
 */
const toAd = (partner: Partner, publicUrl: string): Ad => ({
  external_id: partner.id,
  active: partner.active,
  statlink: `${publicUrl}${PREFIX}/click/${encodeURIComponent(partner.id)}`,
  company: partner.company,
  description: partner.description,
  logo: `${publicUrl}/assets/img/ads/${partner.slug}.svg`,
  colours: partner.colours,
  placement: partner.placement,
});

/** Where a click lands: the company's demo page, tagged as campaigns usually are. */
const landingUrl = (partner: Partner) =>
  `${PREFIX}/partners/${partner.slug}?${new URLSearchParams({
    utm_source: 'magazine',
    utm_medium: 'feature-panel',
    utm_campaign: partner.id,
  })}`;

const landingPage = (partner: Partner) => {
  const { background, foreground, accent } = partner.colours;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(partner.company)} (demo partner)</title>
<style>
  body { margin: 0; font: 1.125rem/1.5 system-ui, sans-serif; background: ${background}; color: ${foreground}; }
  main { max-width: 40rem; margin: 4rem auto; padding: 0 1.5rem; }
  img { width: 64px; height: 64px; }
  .note { border-left: 4px solid ${accent}; padding-left: 1rem; }
  a { color: inherit; }
</style>
</head>
<body>
<main>
  <img src="/assets/img/ads/${partner.slug}.svg" alt="">
  <h1>${escapeHtml(partner.company)}</h1>
  <p>${escapeHtml(partner.description)}</p>
  <p>${escapeHtml(partner.pitch)}</p>
  <p class="note">A demo partner: this company and this page exist only in the magazine demo.</p>
  <p><a href="/">Back to the magazine</a></p>
</main>
</body>
</html>
`;
};

/**
 * The ad proxy, `GET /ads/friskies` -> `{ ads }`. The widget calls it twice and merges the
 * lists (docs/contracts.md), as an ad network answers one impression per zone per call: so each
 * call serves the next campaign of each placement in turn, and two calls fill the two slots
 * of an area with different partners. With three campaigns per placement, two calls of one
 * page still differ when another reader's call falls between them. Paused campaigns stay in
 * the feed, inactive, as the network lists them; the widget skips them (SPEC point 5).
 *
 * `GET /ads/click/{external_id}` is the statlink: it counts the click for the campaign and
 * redirects to the company's page. It keeps no address, cookie, user agent or referrer, and
 * asks the browser not to pass the magazine's page on as the referrer.
 */
export function adsService(deps: BackendDeps): RoutedHandler {
  const byId = new Map(PARTNERS.map((p) => [p.id, p]));
  const bySlug = new Map(PARTNERS.map((p) => [p.slug, p]));

  // From a sequence, not a counter in memory: every process takes the next turn of one count.
  const nextTurn = async () => {
    const [row] = await deps.db.query<{ turn: string }>("SELECT nextval('ad_rotation') AS turn");
    return Number(row?.turn ?? 0);
  };
  const rotation = (call: number): Partner[] =>
    PLACEMENTS.flatMap((placement) => {
      const live = PARTNERS.filter((p) => p.placement === placement && p.active);
      const paused = PARTNERS.filter((p) => p.placement === placement && !p.active);
      const next = live[call % live.length];
      return [...(next ? [next] : []), ...paused];
    });

  // A path with a malformed escape (`%E0%A4`) names no ad.
  return (
    new Router(PREFIX, shape, { undecodable: () => siteError(404, 'No such ad') })
      .on('GET', '/friskies', async () => ({
        ads: rotation(await nextTurn()).map((partner) => toAd(partner, deps.publicUrl)),
      }))
      .on('GET', '/click/:id', async ({ params, res }) => {
        const partner = byId.get(params.id ?? '');
        if (!partner) throw siteError(404, 'No such ad');
        // Counted in the database, in one statement: every process serving the site adds to
        // the same count, and clicks at the same moment all count.
        await deps.db.query(
          `INSERT INTO ad_clicks (partner_id, clicks) VALUES ($1, 1)
         ON CONFLICT (partner_id) DO UPDATE SET clicks = ad_clicks.clicks + 1`,
          [partner.id],
        );
        res
          .writeHead(302, {
            Location: landingUrl(partner),
            // Every click must reach this route to be counted, so nothing may cache the answer.
            'Cache-Control': 'no-store',
            'Referrer-Policy': 'no-referrer',
          })
          .end();
        return undefined;
      })
      .on('GET', '/partners/:slug', async ({ params, res }) => {
        const partner = bySlug.get(params.slug ?? '');
        if (!partner) throw siteError(404, 'No such partner');
        const html = landingPage(partner);
        res
          .writeHead(200, {
            'Content-Type': 'text/html; charset=utf-8',
            'Content-Length': Buffer.byteLength(html),
            'Cache-Control': 'no-cache',
            ...servicePageHeaders(),
          })
          .end(html);
        return undefined;
      })
      // Clicks per campaign, all the route keeps: counts, nothing about who clicked.
      .on('GET', '/stats', async () => {
        const rows = await deps.db.query<{ partner_id: string; clicks: string | number }>(
          'SELECT partner_id, clicks FROM ad_clicks',
        );
        const clicks = new Map(rows.map((r) => [r.partner_id, Number(r.clicks)]));
        return { clicks: Object.fromEntries(PARTNERS.map((p) => [p.id, clicks.get(p.id) ?? 0])) };
      })
      .handler()
  );
}
