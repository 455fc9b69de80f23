import type { Db } from './db';
import type { Handler } from './types';
import { passwordParam } from '@domain/forms';
import { textProblem } from './input';
import { servicePageHeaders } from './security-headers';

export type MailKind =
  'signup-confirmation' | 'password-recovery' | 'email-change' | 'order-receipt';

export interface Mail {
  readonly to: string;
  readonly subject: string;
  readonly body: string;
  readonly kind: MailKind;
  readonly links: readonly { readonly label: string; readonly url: string }[];
}

export interface SentMail extends Mail {
  readonly id: number;
  readonly sentAt: string;
}

// Counts the mail queued by this process: a hint that a delivery is due (mail-delivery.ts);
// what is delivered is read from the table.
let queued = 0;
export const mailQueued = (): number => queued;

/**
 * Sends an email: queues it in the transaction `db` (so it goes out only if that commits).
 * The backend's mail delivery takes it from there: the outbox page, or SMTP.
 */
export async function sendMail(db: Db, mail: Mail): Promise<void> {
  queued += 1;
  await db.query(
    'INSERT INTO outbox (recipient, subject, body, kind, links) VALUES ($1, $2, $3, $4, $5)',
    [mail.to, mail.subject, mail.body, mail.kind, JSON.stringify(mail.links)],
  );
}

/** The newest mails first, optionally for one recipient. */
export async function listMail(db: Db, to?: string): Promise<SentMail[]> {
  const rows = await db.query<{
    id: string;
    recipient: string;
    subject: string;
    body: string;
    kind: MailKind;
    links: Mail['links'];
    sent_at: Date;
  }>(
    `SELECT * FROM outbox ${to ? 'WHERE lower(recipient) = lower($1)' : ''} ORDER BY id DESC LIMIT 200`,
    to ? [to] : [],
  );
  return rows.map((r) => ({
    id: Number(r.id),
    to: r.recipient,
    subject: r.subject,
    body: r.body,
    kind: r.kind,
    links: r.links,
    sentAt: new Date(r.sent_at).toISOString(),
  }));
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A mail's link: clickable only when it is a web address, never `javascript:` or `data:`. */
const linkHtml = (link: Mail['links'][number]) =>
  /^https?:\/\//i.test(link.url)
    ? `<a class="button" href="${escape(link.url)}">${escape(link.label)}</a>`
    : `<span>${escape(link.label)}: ${escape(link.url)}</span>`;

/** `/_outbox` (HTML for people) and `/_outbox.json` (for tests). */
export function outboxPage(db: Db): Handler {
  return async (req, res, url) => {
    if (req.method !== 'GET' || !/^\/_outbox(\.json)?\/?$/.test(url.pathname)) return false;
    if (passwordParam(url.searchParams) !== undefined) {
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('A password never goes in an address.');
      return true;
    }
    const to = url.searchParams.get('to') ?? undefined;
    // The input boundary's rule (input.ts): such an address was never mailed.
    const mails = to && textProblem(to) ? [] : await listMail(db, to);
    if (url.pathname.startsWith('/_outbox.json')) {
      res.writeHead(200, {
        'Content-Type': 'application/json; charset=utf-8',
        'Cache-Control': 'no-store',
      });
      res.end(JSON.stringify(mails));
      return true;
    }
    const items = mails
      .map(
        (m) => `<article class="mail"><h2>${escape(m.subject)}</h2>
<p class="meta">To ${escape(m.to)} · ${escape(m.kind)} · <time datetime="${m.sentAt}">${m.sentAt}</time></p>
<pre>${escape(m.body)}</pre>
<p>${m.links.map(linkHtml).join(' ')}</p></article>`,
      )
      .join('\n');
    res.writeHead(200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      ...servicePageHeaders(),
    });
    res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Outbox — reference backend</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem}
.mail{border:1px solid #ccc;border-radius:8px;padding:1rem;margin:1rem 0}.meta{color:#555}
pre{white-space:pre-wrap}.button{display:inline-block;background:#d33a2c;color:#fff;padding:.4rem .8rem;border-radius:4px}</style>
</head><body><main><h1>Outbox</h1><p>Every email the reference backend would have sent, newest first.</p>
${items || '<p>No email sent yet.</p>'}</main></body></html>`);
    return true;
  };
}
