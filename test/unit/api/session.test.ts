import { describe, expect, it } from 'vitest';
import { cookieSessionStore, memorySessionStore } from '@api/session';

describe('stored session values', () => {
  it('keeps session, locale and currency as swell-* cookies', () => {
    const store = cookieSessionStore(document, {
      path: '/',
      maxAgeSeconds: 604800,
      sameSite: 'lax',
    });
    store.set('session', 'abc 1');
    store.set('currency', 'EUR');
    expect(document.cookie).toContain('swell-session=abc%201');
    expect(store.get('session')).toBe('abc 1');
    expect(store.get('currency')).toBe('EUR');
    expect(store.get('locale')).toBeUndefined();
    store.set('session', undefined);
    expect(store.get('session')).toBeUndefined();
    store.set('currency', undefined);
  });

  it('reads a cookie that is no valid escape (another script wrote it) as none', () => {
    const store = cookieSessionStore(document, { path: '/', maxAgeSeconds: 60, sameSite: 'lax' });
    document.cookie = 'swell-session=50%; path=/';
    expect(store.get('session')).toBeUndefined();
    store.set('session', undefined);
  });

  it('keeps them in memory where there are no cookies', () => {
    const store = memorySessionStore({ locale: 'en_US' });
    expect(store.get('locale')).toBe('en_US');
    store.set('locale', undefined);
    expect(store.get('locale')).toBeUndefined();
    store.set('session', 's');
    expect(store.get('session')).toBe('s');
  });
});
