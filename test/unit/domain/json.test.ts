import { describe, expect, it } from 'vitest';
import { isRecord, jwtClaims, parseJsonText } from '@domain/json';

const base64url = (text: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');

describe('the JSON reading rules', () => {
  it('take only plain objects as records', () => {
    expect(isRecord({ a: 1 })).toBe(true);
    expect(isRecord([1])).toBe(false);
    expect(isRecord(null)).toBe(false);
    expect(isRecord('x')).toBe(false);
  });

  it('read JSON text, and nothing from text that is not JSON', () => {
    expect(parseJsonText('{"a":1}')).toEqual({ a: 1 });
    expect(parseJsonText('{not json')).toBeUndefined();
  });

  it("read a token's claims in UTF-8, and none from anything else", () => {
    expect(jwtClaims(`h.${base64url('{"name":"Zoë"}')}.s`)).toEqual({ name: 'Zoë' });
    expect(jwtClaims(42)).toBeUndefined();
    expect(jwtClaims('no-dots')).toBeUndefined();
    expect(jwtClaims('h.%%%.s')).toBeUndefined();
    expect(jwtClaims(`h.${base64url('[1]')}.s`)).toBeUndefined();
  });
});
