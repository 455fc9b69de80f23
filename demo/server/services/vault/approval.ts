import type { Handler } from '../../backend/types';
import type { BackendDeps } from '../../backend/deps';
import { HttpError } from '../../backend/errors';
import type { ErrorShape } from '../../backend/errors';
import { readForm } from '../../backend/http';
import { refusePasswordInQuery } from '../../backend/input';
import { siteLink, siteOrigins, sitePage } from '../../backend/site';
import { ZERO_DECIMAL_CURRENCIES, formatMoney } from '@domain';
import { isCheckoutSession, SESSION_OPEN, sessionReturnParams } from '../payments/amazon-sessions';
import { findIntent, isCardToken } from '../payments/intents';
import { approvalMethod } from '../payments/approval-method';
import { servicePageHeaders } from '../../backend/security-headers';

/** The approval page is for people: its refusals are one line of text. */
const pageError: ErrorShape = (status, message) => new HttpError(status, message, message);

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Back to the site (SITE_URL, or a site of CORS_ORIGINS), never elsewhere: the approval page
 * must not become an open redirect. Without a usable return URL, the site's payment step.
 */
const returnUrl = (raw: unknown, deps: BackendDeps): URL =>
  siteLink(raw, deps) ?? new URL(sitePage(deps, '/checkout/payment'));

/**
 * The query parameters a provider adds on the way back (SPEC point 2): the gateway's name, the
 * redirect status, and the provider's own reference (client secret, card id, sid or
 * authorization token); the Amazon-style return names its checkout session, and once its
 * charge is approved also says confirm=true.
 */
export function returnParams(
  intent: { readonly id: string; readonly gateway: string; readonly data: Record<string, unknown> },
  approved: boolean,
): [string, string][] {
  const params: [string, string][] = [
    ['gateway', intent.gateway.toLowerCase()],
    ['redirect_status', approved ? 'succeeded' : 'canceled'],
  ];
  switch (intent.gateway) {
    case 'quickpay':
      return [...params, ['card_id', intent.id]];
    case 'paysafecard':
      return [...params, ['sid', intent.id]];
    case 'klarna':
      return [...params, ['authorization_token', intent.id]];
    case 'amazon':
      return [...params, ...sessionReturnParams(intent, approved)];
    default:
      return [
        ...params,
        ['payment_intent', intent.id],
        ['payment_intent_client_secret', `${intent.id}_secret`],
      ];
  }
}

/**
 * The local stand-in for a bank's or wallet's approval screen: every redirect method and the
 * 3-D Secure card come here, and the person testing chooses approve or cancel. The return
 * carries the query parameters the provider would add (payment_intent, redirect_status).
 */
export function approvalRoutes(deps: BackendDeps): Handler {
  const page: Handler = async (req, res, url) => {
    const match = /^\/vault\/approve\/([\w-]{4,80})\/?$/.exec(url.pathname);
    if (!match) return false;
    refusePasswordInQuery(url.searchParams, pageError);
    const intent = await findIntent(deps.db, match[1] ?? '');
    if (!intent) throw pageError(404, 'No such payment', 'not_found');
    if (req.method === 'POST') {
      const form = await readForm(req, pageError);
      const approved = form.get('decision') === 'approve';
      // A card after 3-D Secure waits for capture; redirect methods are done once approved;
      // an Amazon-style session is open for its charge, which is approved here in turn.
      const status = approved
        ? intent.gateway === 'stripe' && isCardToken(intent.payment_method)
          ? 'requires_capture'
          : isCheckoutSession(intent)
            ? SESSION_OPEN
            : 'succeeded'
        : 'canceled';
      // An intent an order already used keeps the status that order was paid with, even when
      // the order took it after the read above.
      await deps.db.query(
        'UPDATE vault_intents SET status = $2 WHERE id = $1 AND order_id IS NULL',
        [intent.id, status],
      );
      const back = returnUrl(
        approved ? intent.data.return_url : (intent.data.cancel_url ?? intent.data.return_url),
        deps,
      );
      for (const [name, value] of returnParams(intent, approved))
        back.searchParams.set(name, value);
      res.writeHead(303, { Location: back.href }).end();
      return true;
    }
    if (req.method !== 'GET') {
      res.writeHead(405, { Allow: 'GET, POST' }).end();
      return true;
    }
    const minor = Number(intent.amount);
    const major = ZERO_DECIMAL_CURRENCIES.has(intent.currency) ? minor : minor / 100;
    const amount = formatMoney(major, intent.currency);
    const method = escape(approvalMethod(intent));
    res.writeHead(200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      // The decision is posted here, then sent on to the shop's return page (on the site's
      // origins only, see returnUrl): a form's redirect is held to form-action too.
      ...servicePageHeaders([...new Set([new URL(deps.publicUrl).origin, ...siteOrigins(deps)])]),
    });
    res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${method}: approve test payment</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem}
button{font:inherit;padding:.6rem 1.2rem;margin-right:.5rem;border-radius:4px;border:1px solid #333}
.approve{background:#1a7f37;color:#fff;border-color:#1a7f37}</style></head>
<body><main><h1>${method}</h1>
<p>Test mode: the reference backend stands in for ${method}. Nothing is charged.</p>
<p>Amount: <strong>${escape(amount)}</strong></p>
<form method="post"><button class="approve" name="decision" value="approve">Approve payment</button>
<button name="decision" value="cancel">Cancel</button></form></main></body></html>`);
    return true;
  };
  return async (req, res, url) => {
    try {
      return await page(req, res, url);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      res
        .writeHead(error.status, { 'Content-Type': 'text/plain; charset=utf-8' })
        .end(error.message);
      return true;
    }
  };
}
