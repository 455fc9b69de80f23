import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseMail } from '@server/backend/mail-choice';
import { smtpDelivery } from '@server/backend/mail-delivery';
import { startBackend } from '../harness';
import type { TestBackend } from '../harness';
import { json } from '../support/identity';
import { startSmtpServer } from '../support/smtp';

const MEMBER = 'member@example.com';
const FROM = 'Smashing Magazine <no-reply@magazine.test>';

// The outbox page hands anyone the links mailed to anyone: a backend others can reach sends
// its mail through SMTP, keeps no link, and shows no outbox.
describe('hardening: the outbox is not always on', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let backend: TestBackend;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    backend = await startBackend({ mail: smtpDelivery(smtp.url, FROM) });
  });
  afterAll(async () => {
    await backend.close();
    await smtp.close();
  });

  const recover = (email: string) =>
    fetch(`${backend.base}/identity/recover`, json('POST', { email }));

  const queued = async () =>
    (await backend.db.query<{ links: unknown }>('SELECT links FROM outbox')).length;

  it('sends a recovery link through SMTP, and shows it to nobody at /_outbox', async () => {
    const arrival = smtp.received(MEMBER);
    expect((await recover(MEMBER)).status).toBe(200);
    const mail = await arrival;
    expect(mail.source).toContain(`From: ${FROM}`);
    expect(mail.source).toContain('Subject: Reset your Smashing Magazine password');
    const token = /#recovery_token=([\w-]+)/.exec(mail.source)?.[1] ?? '';
    const verified = await fetch(
      `${backend.base}/identity/verify`,
      json('POST', { type: 'recovery', token }),
    );
    expect(verified.status).toBe(200);

    expect((await fetch(`${backend.base}/_outbox.json?to=${MEMBER}`)).status).toBe(404);
    expect((await fetch(`${backend.base}/_outbox`)).status).toBe(404);
    expect(await queued()).toBe(0);
  });

  it('keeps a mail the server cannot take yet, and sends it with the next one', async () => {
    const first = 'reader@example.com';
    const second = 'smashing@example.com';
    smtp.refuseNext(1);
    expect((await recover(first)).status).toBe(200);
    const both = Promise.all([smtp.received(first), smtp.received(second)]);
    // The refused mail waits in the queue (no timer retries it) until mail is sent again.
    await expect.poll(queued).toBe(1);
    expect((await recover(second)).status).toBe(200);
    const [late, next] = await both;
    expect(late.source).toContain('#recovery_token=');
    expect(next.source).toContain('#recovery_token=');
    await expect.poll(queued).toBe(0);
  });

  it('chooses the outbox only where nobody else can read it, and refuses to start otherwise', () => {
    const LOOPBACK = '127.0.0.1';
    expect(chooseMail({}, 'http://localhost:4173', LOOPBACK)).toMatchObject({ kind: 'outbox' });
    expect(chooseMail({}, 'http://127.0.0.1:8080', '::1')).toMatchObject({ kind: 'outbox' });
    expect(chooseMail({ OUTBOX: 'on' }, 'https://magazine.example', LOOPBACK)).toMatchObject({
      kind: 'outbox',
      why: expect.stringContaining('public'),
    });
    expect(chooseMail({ OUTBOX: 'off' }, 'http://localhost:4173', LOOPBACK)).toMatchObject({
      kind: 'refused',
    });
    expect(chooseMail({}, 'https://magazine.example', LOOPBACK)).toEqual({
      kind: 'refused',
      why: expect.stringContaining('Set SMTP_URL'),
    });
    // The address it listens on decides too: PUBLIC_URL alone said localhost by default.
    for (const bound of ['0.0.0.0', '::', '192.168.1.20', '::ffff:10.0.0.2']) {
      for (const env of [{}, { OUTBOX: 'on' }]) {
        expect(chooseMail(env, 'http://localhost:4173', bound)).toEqual({
          kind: 'refused',
          why: expect.stringContaining(`listens on ${bound} (HOST)`),
        });
      }
    }
    expect(chooseMail({}, 'http://localhost:4173', '::ffff:127.0.0.1')).toMatchObject({
      kind: 'outbox',
    });
    expect(
      chooseMail({ SMTP_URL: 'smtp://u:p@mail.example:587' }, 'https://magazine.example', '::'),
    ).toEqual({
      kind: 'smtp',
      url: 'smtp://u:p@mail.example:587',
      from: 'Smashing Magazine <no-reply@magazine.example>',
    });
    expect(chooseMail({ SMTP_URL: 'mail.example' }, 'https://x.example', LOOPBACK)).toMatchObject({
      kind: 'refused',
    });
    expect(
      chooseMail({ SMTP_URL: 'http://mail.example' }, 'https://x.example', LOOPBACK),
    ).toMatchObject({ kind: 'refused' });
  });
});
