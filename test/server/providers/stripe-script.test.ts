import { Script } from 'node:vm';
import { loadStripe } from '@stripe/stripe-js/pure';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startBackend } from '../harness';
import type { TestBackend } from '../harness';
import { openPage } from './standin-page';

const KEY = 'pk_test_magazine_demo';

describe('card provider stand-in: the script', () => {
  let backend: TestBackend;
  let script: string;
  beforeAll(async () => {
    backend = await startBackend();
    script = await (await fetch(`${backend.base}/providers/stripe.js`)).text();
  });
  afterAll(() => backend.close());

  it('is served as JavaScript, revalidated by its ETag', async () => {
    const res = await fetch(`${backend.base}/providers/stripe.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const etag = res.headers.get('etag') ?? '';
    expect(etag).toMatch(/^".+"$/);
    const again = await fetch(`${backend.base}/providers/stripe.js`, {
      headers: { 'If-None-Match': etag },
    });
    expect(again.status).toBe(304);
    const head = await fetch(`${backend.base}/providers/stripe.js`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    const post = await fetch(`${backend.base}/providers/stripe.js`, { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
  });

  it('is one valid script that defines window.Stripe and nothing else', () => {
    const window: Record<string, unknown> = {
      location: { origin: 'http://shop.test' },
    };
    const context = {
      window,
      document: { currentScript: null },
      HTMLScriptElement: function HTMLScriptElement() {},
    };
    new Script(script, { filename: 'stripe.js' }).runInNewContext(context);
    expect(typeof window.Stripe).toBe('function');
    expect(Object.keys(window)).toEqual(['location', 'Stripe']);
  });

  it('keeps the card to itself: no logging, no storage, no cookies', () => {
    expect(script).not.toMatch(/console\.|localStorage|sessionStorage|document\.cookie|indexedDB/);
  });

  it('takes its endpoints from the origin it was served from', async () => {
    const { window, requests } = await openPage(backend.base, script);
    const stripe = window.Stripe!(KEY);
    await stripe.retrievePaymentIntent('pi_nothing_secret');
    expect(requests).toEqual([
      `${backend.base}/providers/stripe/v1/payment_intents/pi_nothing?client_secret=pi_nothing_secret`,
    ]);
  });

  it('is what the official loader resolves, without a warning', async () => {
    const { window } = await openPage(backend.base, script);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const globals = globalThis as { window?: unknown; document?: unknown };
    Object.assign(globals, { window, document: window.document });
    try {
      const stripe = await loadStripe(KEY);
      expect(typeof stripe?.elements).toBe('function');
      expect(typeof stripe?.createPaymentMethod).toBe('function');
      expect(warn).not.toHaveBeenCalled();
      // The official loader never injected a script of its own.
      expect(window.document.querySelectorAll('script')).toHaveLength(0);
    } finally {
      delete globals.window;
      delete globals.document;
      warn.mockRestore();
    }
  });

  it('refuses no key and a secret key, as the provider does', async () => {
    const { window } = await openPage(backend.base, script);
    expect(() => window.Stripe!('')).toThrow(/publishable key/);
    expect(() => window.Stripe!('sk_test_x')).toThrow(/secret key/);
  });
});
