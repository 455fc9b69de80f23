import { beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_INVALID } from '@domain';
import { useBackend } from '../support/use-backend';
import {
  DEMO_PASSWORD,
  demoTokens,
  json,
  login,
  mailedToken,
  newMember,
} from '../support/identity';
import { auth, expectRefusal, insertOrder, insertProduct, signedToken, userId } from './fixtures';

interface Me {
  id: string;
  email: string;
  plan: string | null;
  new_email?: string;
  app_metadata: { subscription?: { plan: string } };
  user_metadata: Record<string, unknown>;
  updatedAt: string;
  claims: { sub: string; email: string; exp: number; app_metadata: Record<string, unknown> };
}

interface Account {
  id: string;
  email: string;
  hasPassword: boolean;
}

describe('site API: the member (/me, /accounts, /me/dashboard)', () => {
  const backend = useBackend();
  const url = (path: string) => `${backend.base}/site-api${path}`;
  let member: string;
  let reader: string;
  beforeAll(async () => {
    ({ member, reader } = await demoTokens(backend));
  });

  it('returns the user with the claims of the token decoded', async () => {
    const res = await fetch(url('/me'), auth(member));
    expect(res.status).toBe(200);
    const me = (await res.json()) as Me;
    expect(me).toMatchObject({
      email: 'member@example.com',
      plan: 'member',
      app_metadata: { subscription: { plan: 'member' } },
      user_metadata: { full_name: 'Milo Member' },
      claims: { email: 'member@example.com', app_metadata: { subscription: { plan: 'member' } } },
    });
    expect(me.claims.sub).toBe(me.id);
    expect(me.claims.exp).toBeGreaterThan(Date.now() / 1000);
    expect(Number.isNaN(Date.parse(me.updatedAt))).toBe(false);
    expect(JSON.stringify(me)).not.toMatch(/encrypted_password|scrypt/);
    const readerMe = (await (await fetch(url('/me'), auth(reader))).json()) as Me;
    expect(readerMe.plan).toBeNull();
  });

  it('refuses missing, malformed, forged, expired and orphaned tokens with 401', async () => {
    await expectRefusal(await fetch(url('/me')), 401);
    await expectRefusal(await fetch(url('/me'), auth('not.a.jwt')), 401);
    await expectRefusal(await fetch(url('/me'), { headers: { Authorization: 'Basic abc' } }), 401);
    const sub = await userId(backend.db, 'member@example.com');
    const forged = await signedToken(
      { sub, email: 'member@example.com' },
      { secret: new Uint8Array(32).fill(3) },
    );
    await expectRefusal(await fetch(url('/me'), auth(forged)), 401);
    const expired = await signedToken(
      { sub, email: 'member@example.com' },
      { expiresAt: new Date(Date.now() - 1000) },
    );
    expect(await expectRefusal(await fetch(url('/me'), auth(expired)), 401)).toMatch(/expired/i);
    const wrongAudience = await signedToken(
      { sub, email: 'member@example.com' },
      { audience: 'site-downloads' },
    );
    await expectRefusal(await fetch(url('/me'), auth(wrongAudience)), 401);
    const nobody = await signedToken({ sub: crypto.randomUUID(), email: 'gone@example.com' });
    await expectRefusal(await fetch(url('/me'), auth(nobody)), 401);
    const notUuid = await signedToken({ sub: 'not-a-uuid', email: 'member@example.com' });
    await expectRefusal(await fetch(url('/me'), auth(notUuid)), 401);
    for (const path of ['/me/dashboard', '/me/downloads', '/me/orders']) {
      await expectRefusal(await fetch(url(path), auth(expired)), 401);
    }
    await expectRefusal(await fetch(url('/me'), json('PUT', { updatedAt: 1 })), 401);
    await expectRefusal(await fetch(url('/accounts'), json('POST', {}, expired)), 401);
  });

  it('records updatedAt in user_metadata', async () => {
    const res = await fetch(
      url('/me'),
      json('PUT', { updatedAt: '2026-05-01T12:00:00+02:00' }, member),
    );
    expect(res.status).toBe(200);
    const me = (await res.json()) as Me;
    expect(me.updatedAt).toBe('2026-05-01T10:00:00.000Z');
    expect(me.user_metadata).toMatchObject({ full_name: 'Milo Member', updatedAt: me.updatedAt });
    const epoch = await fetch(url('/me'), json('PUT', { updatedAt: 1_767_225_600_000 }, member));
    expect(((await epoch.json()) as Me).updatedAt).toBe('2026-01-01T00:00:00.000Z');
  });

  it('starts an email change through the identity flow; the link completes it', async () => {
    const tokens = await newMember(backend, 'mover@example.com');
    const res = await fetch(
      url('/me'),
      json('PUT', { email: 'Moved@Example.com', updatedAt: Date.now() }, tokens.access_token),
    );
    expect(res.status).toBe(200);
    const me = (await res.json()) as Me;
    // The address only changes once the link mailed to the new one comes back.
    expect(me).toMatchObject({ email: 'mover@example.com', new_email: 'moved@example.com' });
    const { token } = await mailedToken(backend, 'moved@example.com', 'email-change');
    const done = await fetch(
      `${backend.base}/identity/user`,
      json('PUT', { email_change_token: token }, tokens.access_token),
    );
    expect(((await done.json()) as { email: string }).email).toBe('moved@example.com');
    // The old token still works, and now speaks for the new address.
    const after = (await (await fetch(url('/me'), auth(tokens.access_token))).json()) as Me;
    expect(after.email).toBe('moved@example.com');
  });

  it('refuses a bad or taken email in { msg } with the catalogue wording, changing nothing', async () => {
    const before = (await (await fetch(url('/me'), auth(reader))).json()) as Me;
    const bad = await fetch(url('/me'), json('PUT', { email: 'no-at-sign', updatedAt: 5 }, reader));
    expect(await expectRefusal(bad, 422)).toBe(EMAIL_INVALID);
    const taken = await fetch(url('/me'), json('PUT', { email: 'SMASHING@example.com' }, reader));
    await expectRefusal(taken, 422);
    const after = (await (await fetch(url('/me'), auth(reader))).json()) as Me;
    // Nothing of a refused update is recorded, not even the updatedAt sent with it.
    expect(after.updatedAt).toBe(before.updatedAt);
    expect(after.new_email).toBeUndefined();
  });

  it('refuses malformed PUT bodies with 400 { msg }', async () => {
    await expectRefusal(await fetch(url('/me'), json('PUT', '{"email":', member)), 400);
    await expectRefusal(await fetch(url('/me'), json('PUT', {}, member)), 400);
    await expectRefusal(await fetch(url('/me'), json('PUT', [1, 2], member)), 400);
    await expectRefusal(await fetch(url('/me'), json('PUT', { email: 42 }, member)), 400);
    await expectRefusal(
      await fetch(url('/me'), json('PUT', { updatedAt: 'yesterday' }, member)),
      400,
    );
    await expectRefusal(await fetch(url('/me'), json('PUT', { updatedAt: -1 }, member)), 400);
    const huge = json('PUT', { email: `${'a'.repeat(300 * 1024)}@example.com` }, member);
    await expectRefusal(await fetch(url('/me'), huge), 413);
  });

  it('ensures a store account: 201 the first time, 200 after, never a second row', async () => {
    const first = await fetch(url('/accounts'), json('POST', {}, reader));
    expect(first.status).toBe(201);
    const account = (await first.json()) as Account;
    expect(account).toMatchObject({ email: 'reader@example.com', hasPassword: false });
    expect(account.id).toBe(await userId(backend.db, 'reader@example.com'));
    const again = await fetch(url('/accounts'), json('POST', {}, reader));
    expect(again.status).toBe(200);
    const [{ count }] = (await backend.db.query(
      'SELECT count(*)::int AS count FROM site_accounts WHERE user_id = $1',
      [account.id],
    )) as [{ count: number }];
    expect(count).toBe(1);
  });

  it("takes a password only if it is the member's own, and keeps only a hash", async () => {
    const wrong = await fetch(url('/accounts'), json('POST', { password: 'guess' }, member));
    await expectRefusal(wrong, 403);
    const res = await fetch(url('/accounts'), json('POST', { password: DEMO_PASSWORD }, member));
    expect(res.status).toBe(201);
    expect(((await res.json()) as Account).hasPassword).toBe(true);
    const [row] = await backend.db.query<{ password_hash: string }>(
      'SELECT password_hash FROM site_accounts WHERE lower(email) = $1',
      ['member@example.com'],
    );
    expect(row?.password_hash).toMatch(/^scrypt\$/);
    expect(row?.password_hash).not.toContain(DEMO_PASSWORD);
    // A later call without a password keeps it.
    const again = await fetch(url('/accounts'), json('POST', {}, member));
    expect(((await again.json()) as Account).hasPassword).toBe(true);
  });

  it('refuses malformed account bodies with 400 { msg }', async () => {
    await expectRefusal(await fetch(url('/accounts'), json('POST', '{oops', reader)), 400);
    await expectRefusal(await fetch(url('/accounts'), json('POST', { password: 7 }, reader)), 400);
    await expectRefusal(await fetch(url('/accounts'), json('POST', { password: '' }, reader)), 400);
    await expectRefusal(await fetch(url('/accounts'), { method: 'GET', ...auth(reader) }), 405);
  });

  it('renders the dashboard fragment: greeting, plan and downloads, escaped', async () => {
    await insertProduct(backend.db, {
      id: 'test-dash-ebook',
      sku: 'test-dash-ebook',
      name: 'Dashboards <b>Done</b> Right',
      downloads: [{ id: 'test-dash-pdf', name: 'PDF', format: 'pdf' }],
    });
    await insertOrder(backend.db, {
      id: 'ord_dash1',
      email: 'smashing@example.com',
      items: [
        {
          product_id: 'test-dash-ebook',
          sku: 'test-dash-ebook',
          name: '<script>alert(1)</script>',
          price: 25,
          price_total: 25,
        },
      ],
      createdAt: new Date('2026-04-02T08:00:00Z'),
    });
    const smashing = (await login(backend, 'smashing@example.com', DEMO_PASSWORD)).access_token;
    const res = await fetch(url('/me/dashboard'), auth(smashing));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await res.text();
    expect(html).toMatch(/^<section class="membership-dashboard" data-plan="smashing">/);
    expect(html).toContain('<h2>Welcome back, Sam Smashing</h2>');
    expect(html).toContain('Smashing plan (yearly): 10&nbsp;%');
    // The orders are LastOrders' own, beside the fragment.
    expect(html).not.toContain('$25.00');
    expect(html).not.toContain('<script>');
    expect(html).toContain('Dashboards &lt;b&gt;Done&lt;/b&gt; Right (PDF)');
    const link = /href="([^"]+\/downloads\/me\/downloads\/[^"]+)"/.exec(html)?.[1];
    expect(link?.startsWith(backend.base)).toBe(true);
    // The link carries a download token, not the member's session.
    expect(link).not.toContain(smashing);
    const pdf = await fetch(link!);
    expect(pdf.status).toBe(200);
    expect((await pdf.text()).startsWith('%PDF')).toBe(true);
  });

  it('welcomes a member just confirmed aboard, and back once they sign in again', async () => {
    const greeting = async (token: string) =>
      /<h2>([^<]*)<\/h2>/.exec(await (await fetch(url('/me/dashboard'), auth(token))).text())?.[1];
    const fresh = await newMember(backend, 'newcomer@example.com', 'purr-purr-42');
    expect(await greeting(fresh.access_token)).toBe('Welcome aboard');
    const again = await login(backend, 'newcomer@example.com', 'purr-purr-42');
    expect(await greeting(again.access_token)).toBe('Welcome back');
  });

  it('renders an empty dashboard for a reader without a plan', async () => {
    const res = await fetch(url('/me/dashboard'), auth(reader));
    const html = await res.text();
    expect(html).toContain('data-plan="none"');
    expect(html).toContain('href="/membership/your-plan"');
    expect(html).toContain('Nothing to download yet.');
  });
});
