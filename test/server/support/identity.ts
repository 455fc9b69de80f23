import type { TestBackend } from '../harness';

/** The demo password of the seeded members (services/identity/demo-members.ts). */
import { DEMO_PASSWORD } from '@server/services/identity/demo-members';

export { DEMO_PASSWORD };

export interface Tokens {
  access_token: string;
  token_type: string;
  expires_in: number;
  refresh_token: string;
}

export const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

export const json = (method: string, body: unknown, token?: string): RequestInit => ({
  method,
  headers: {
    'Content-Type': 'application/json',
    ...(token && { Authorization: `Bearer ${token}` }),
  },
  body: typeof body === 'string' ? body : JSON.stringify(body),
});

export const bearer = (token: string): RequestInit => ({
  headers: { Authorization: `Bearer ${token}` },
});

/** Logs in with email and password; fails the test unless it works. */
export async function login(backend: TestBackend, email: string, password: string) {
  const res = await fetch(
    `${backend.base}/identity/token`,
    form({ grant_type: 'password', username: email, password }),
  );
  if (res.status !== 200) throw new Error(`login ${email}: ${res.status} ${await res.text()}`);
  return (await res.json()) as Tokens;
}

interface OutboxMail {
  to: string;
  kind: string;
  links: { url: string }[];
}

/** The token of the newest mail of `kind` to `to`, read from the link's fragment. */
export async function mailedToken(backend: TestBackend, to: string, kind: string) {
  const mails = (await (
    await fetch(`${backend.base}/_outbox.json?to=${encodeURIComponent(to)}`)
  ).json()) as OutboxMail[];
  const mail = mails.find((m) => m.kind === kind);
  const url = mail?.links[0]?.url ?? '';
  const token = new URLSearchParams(new URL(url).hash.slice(1)).values().next().value;
  if (!token) throw new Error(`no ${kind} mail to ${to}`);
  return { token, url };
}

/** Signs a new member up and confirms the address; answers their session. */
export async function newMember(backend: TestBackend, email: string, password = 'purr-purr-42') {
  const res = await fetch(`${backend.base}/identity/signup`, json('POST', { email, password }));
  if (res.status !== 200) throw new Error(`signup ${email}: ${res.status}`);
  const { token } = await mailedToken(backend, email, 'signup-confirmation');
  const verified = await fetch(
    `${backend.base}/identity/verify`,
    json('POST', { type: 'signup', token }),
  );
  return (await verified.json()) as Tokens;
}

/** The access tokens of the seeded member (plan member) and reader (no plan). */
export async function demoTokens(backend: TestBackend) {
  const member = await login(backend, 'member@example.com', DEMO_PASSWORD);
  const reader = await login(backend, 'reader@example.com', DEMO_PASSWORD);
  return { member: member.access_token, reader: reader.access_token };
}
