import { describe, expect, it } from 'vitest';
import { canEdit, rememberedEditor } from '@domain/roles';

const jwt = (claims: object) =>
  `h.${btoa(JSON.stringify(claims)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}.s`;

describe('who may edit (EditButton)', () => {
  it.each([
    [{ app_metadata: { roles: ['editor'] } }, true],
    [{ app_metadata: { roles: ['reader', 'admin'] } }, true],
    [{ app_metadata: { roles: ['reader'] } }, false],
    [{ app_metadata: { roles: 'editor' } }, false],
    [{ app_metadata: { roles: [1, null] } }, false],
    [{ app_metadata: null }, false],
    [{ app_metadata: {} }, false],
    [{}, false],
    [null, false],
    ['editor', false],
  ])('%j -> %s', (user, expected) => {
    expect(canEdit(user)).toBe(expected);
  });
});

describe('a remembered session that belongs to an editor', () => {
  const editorToken = { access_token: jwt({ app_metadata: { roles: ['admin'] } }) };
  const readerToken = { access_token: jwt({ app_metadata: { roles: [] } }) };

  it('reads the remembered record (localStorage)', () => {
    const record = JSON.stringify({ app_metadata: { roles: ['editor'] }, token: readerToken });
    expect(rememberedEditor(record, null)).toBe(true);
  });

  it("reads the remembered record's token when the record has no roles", () => {
    expect(rememberedEditor(JSON.stringify({ token: editorToken }), null)).toBe(true);
    expect(rememberedEditor(JSON.stringify({ token: readerToken }), null)).toBe(false);
  });

  it("reads the tab's tokens (sessionStorage)", () => {
    expect(rememberedEditor(null, JSON.stringify(editorToken))).toBe(true);
    expect(rememberedEditor(null, JSON.stringify(readerToken))).toBe(false);
  });

  it('is false for nobody, and for anything malformed', () => {
    expect(rememberedEditor(null, null)).toBe(false);
    expect(rememberedEditor('{not json', null)).toBe(false);
    expect(rememberedEditor(null, JSON.stringify({ access_token: 'no-dots' }))).toBe(false);
    expect(rememberedEditor(null, JSON.stringify({ access_token: 'a.%%%.c' }))).toBe(false);
    expect(rememberedEditor(null, JSON.stringify({ access_token: 42 }))).toBe(false);
    expect(rememberedEditor(null, JSON.stringify({ access_token: `a.${btoa('[')}.c` }))).toBe(
      false,
    );
  });
});
