import { inject } from 'vitest';

interface Mail {
  to: string;
  kind: string;
  links: { label: string; url: string }[];
}

/** The token of the newest mail of `kind` to `to`, from the reference backend's outbox. */
export async function mailedToken(to: string, kind: string): Promise<string> {
  const res = await fetch(`${inject('backendUrl')}/_outbox.json?to=${encodeURIComponent(to)}`);
  const mail = ((await res.json()) as Mail[]).find((m) => m.kind === kind);
  const url = new URL(mail?.links[0]?.url ?? 'http://x/');
  const token = new URLSearchParams(url.hash.slice(1)).values().next().value;
  if (!token) throw new Error(`no ${kind} mail to ${to}`);
  return token;
}

/** A fresh address per test: the unit tests share one backend. */
export const uniqueEmail = (name: string): string =>
  `${name}-${Math.random().toString(36).slice(2, 10)}@example.com`;
