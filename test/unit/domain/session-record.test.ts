import { describe, expect, it } from 'vitest';
import { jwtClaims } from '@domain/json';
import { rememberedSession, tabSession } from '@domain/session-record';

const base64url = (text: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');

const jwt = (claims: object) =>
  `${base64url('{"alg":"HS256"}')}.${base64url(JSON.stringify(claims))}.sig`;

const CLAIMS = {
  sub: 'u1',
  email: 'zoë@example.com',
  user_metadata: { full_name: 'Zoë Ängström' },
  app_metadata: { subscription: { plan: 'member' } },
};

describe('a session kept in the browser, read without the identity client', () => {
  it('reads a token’s claims, UTF-8 names included', () => {
    expect(jwtClaims(jwt(CLAIMS))).toEqual(CLAIMS);
  });

  it('finds no claims in what is no token', () => {
    expect(jwtClaims('no-dots')).toBeUndefined();
    expect(jwtClaims('a.%%%.c')).toBeUndefined();
    expect(jwtClaims(`a.${base64url('[1,2]')}.c`)).toBeUndefined();
    expect(jwtClaims(`a.${base64url('{not json')}.c`)).toBeUndefined();
  });

  it('reads gotrue-js’s record of a remembered session', () => {
    const record = {
      id: 'u1',
      email: 'tabby@example.com',
      new_email: 'new@example.com',
      app_metadata: { subscription: { plan: 'smashing' } },
      user_metadata: { full_name: 'Tabby Cat' },
      token: { access_token: 'a.b.c', expires_at: 1_000 },
    };
    expect(rememberedSession(JSON.stringify(record))).toEqual({
      user: {
        id: 'u1',
        email: 'tabby@example.com',
        new_email: 'new@example.com',
        app_metadata: record.app_metadata,
        user_metadata: record.user_metadata,
      },
      accessToken: 'a.b.c',
      expiresAt: 1_000,
    });
  });

  it('reads a member without metadata', () => {
    const record = {
      id: 'u1',
      email: 'a@example.com',
      token: { access_token: 't', expires_at: 1 },
    };
    expect(rememberedSession(JSON.stringify(record))?.user).toEqual({
      id: 'u1',
      email: 'a@example.com',
    });
  });

  it('keeps nothing of a record that is not whole', () => {
    expect(rememberedSession(null)).toBeUndefined();
    expect(rememberedSession('{broken')).toBeUndefined();
    expect(rememberedSession('[]')).toBeUndefined();
    expect(
      rememberedSession(JSON.stringify({ id: 'u1', email: 'a@x', token: null })),
    ).toBeUndefined();
    expect(
      rememberedSession(JSON.stringify({ id: 'u1', token: { access_token: 't', expires_at: 1 } })),
    ).toBeUndefined();
    expect(
      rememberedSession(
        JSON.stringify({ email: 'a@x', token: { access_token: 't', expires_at: 1 } }),
      ),
    ).toBeUndefined();
  });

  it('reads a tab’s session from its token’s claims', () => {
    const token = jwt(CLAIMS);
    expect(tabSession(JSON.stringify({ access_token: token, expires_at: 5 }))).toEqual({
      user: {
        id: 'u1',
        email: CLAIMS.email,
        app_metadata: CLAIMS.app_metadata,
        user_metadata: CLAIMS.user_metadata,
      },
      accessToken: token,
      expiresAt: 5,
    });
  });

  it('keeps nothing of a tab’s session without tokens or a member', () => {
    expect(tabSession(null)).toBeUndefined();
    expect(
      tabSession(JSON.stringify({ access_token: 'no-claims', expires_at: 5 })),
    ).toBeUndefined();
    expect(
      tabSession(JSON.stringify({ access_token: jwt({ email: 'a@x' }), expires_at: 5 })),
    ).toBeUndefined();
  });
});
