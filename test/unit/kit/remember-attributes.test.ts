import { describe, expect, it } from 'vitest';
import { ensureId, rememberAttributes } from '@kit';

describe('rememberAttributes and ensureId', () => {
  it('puts back changed attributes and takes away added ones, an added id too', () => {
    const element = document.createElement('div');
    element.setAttribute('role', 'note');
    const restore = rememberAttributes(element, ['role', 'id', 'hidden']);
    element.setAttribute('role', 'region');
    element.hidden = true;
    const id = ensureId(element, 'mw-test');
    expect(id).toMatch(/^mw-test-\d+$/);
    expect(element.id).toBe(id);
    restore();
    expect(element.getAttribute('role')).toBe('note');
    expect(element.hasAttribute('id')).toBe(false);
    expect(element.hidden).toBe(false);
  });

  it("keeps the editor's own id and gives distinct ids to the others", () => {
    const own = document.createElement('p');
    own.id = 'faq';
    expect(ensureId(own, 'mw-test')).toBe('faq');
    const [a, b] = [document.createElement('p'), document.createElement('p')];
    expect(ensureId(a, 'mw-test')).not.toBe(ensureId(b, 'mw-test'));
  });
});
