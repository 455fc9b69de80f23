import nodemailer from 'nodemailer';
import type { Handler } from './types';
import type { Db } from './db';
import { mailQueued } from './outbox';
import type { Mail } from './outbox';

/** Where the mail the services write to the outbox table goes. */
export interface MailDelivery {
  /** `outbox`: shown at /_outbox, sent nowhere; `smtp`: sent, and not kept. */
  readonly kind: 'outbox' | 'smtp';
  /** Delivers what is queued; a failure leaves it queued for the next time. */
  deliver(db: Db): Promise<void>;
}

/** The embedded outbox: a mail is delivered once the outbox page may show it. */
export const outboxDelivery = (): MailDelivery => ({
  kind: 'outbox',
  async deliver(db) {
    await db.query('UPDATE outbox SET delivered_at = now() WHERE delivered_at IS NULL');
  },
});

interface QueuedRow {
  id: string;
  recipient: string;
  subject: string;
  body: string;
  links: Mail['links'];
}

const BATCH = 20;

const text = (row: QueuedRow) =>
  [row.body, ...row.links.map((link) => `${link.label}: ${link.url}`)].join('\n\n');

const responseCode = (error: unknown): number | undefined => {
  const code: unknown =
    typeof error === 'object' && error !== null && 'responseCode' in error
      ? error.responseCode
      : undefined;
  return typeof code === 'number' ? code : undefined;
};

/**
 * Sends every mail through the SMTP server at `url` (`smtp://` or `smtps://`, credentials in
 * the URL). A mail is claimed (`SKIP LOCKED`: processes delivering at once each take their
 * own), sent, then deleted, so the database keeps no link that logs someone in. A mail the
 * server refuses for good (a 5xx answer) is dropped and reported; any other failure leaves it
 * queued for the next delivery.
 */
export function smtpDelivery(url: string, from: string): MailDelivery {
  const transport = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    async deliver(db) {
      for (;;) {
        const rows = await db.query<QueuedRow>(
          `UPDATE outbox SET delivered_at = now() WHERE id IN (
             SELECT id FROM outbox WHERE delivered_at IS NULL ORDER BY id LIMIT ${BATCH}
             FOR UPDATE SKIP LOCKED)
           RETURNING id, recipient, subject, body, links`,
        );
        for (const row of rows) {
          try {
            await transport.sendMail({
              from,
              to: row.recipient,
              subject: row.subject,
              text: text(row),
            });
            await db.query('DELETE FROM outbox WHERE id = $1', [row.id]);
          } catch (error) {
            const permanent = (responseCode(error) ?? 0) >= 500;
            console.error(
              `Mail ${row.id} (${row.subject}) ${permanent ? 'refused, dropped' : 'not sent, kept'}:`,
              error instanceof Error ? error.message : error,
            );
            await db.query(
              permanent
                ? 'DELETE FROM outbox WHERE id = $1'
                : 'UPDATE outbox SET delivered_at = NULL WHERE id = $1',
              [row.id],
            );
            if (!permanent) return;
          }
        }
        if (rows.length < BATCH) return;
      }
    },
  };
}

/**
 * Delivers after each response that queued mail: after, so a mail never goes out for a
 * transaction that rolled back, and nobody waits for the mail server. One delivery at a time
 * per backend; mail queued meanwhile is delivered by a second round. No timer runs: a failed
 * mail waits for the next request that queues one.
 */
export function deliverAfterResponses(db: Db, delivery: MailDelivery): Handler {
  let seen = mailQueued();
  let running = false;
  let again = false;
  const run = async () => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      do {
        again = false;
        await delivery.deliver(db).catch((error: unknown) => {
          // The outbox only stamps rows: a failure there loses nothing worth a report.
          if (delivery.kind === 'smtp') {
            console.error('Mail delivery failed:', error instanceof Error ? error.message : error);
          }
        });
      } while (again);
    } finally {
      running = false;
    }
  };
  return async (_req, res) => {
    res.once('close', () => {
      const queued = mailQueued();
      if (queued === seen) return;
      seen = queued;
      void run();
    });
    return false;
  };
}
