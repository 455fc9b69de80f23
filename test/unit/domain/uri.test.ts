import { describe, expect, it } from 'vitest';
import { decodeComponent } from '@domain/uri';

describe('decodeComponent', () => {
  it('decodes a valid escape', () => {
    expect(decodeComponent('caf%C3%A9%20au%20lait')).toBe('café au lait');
    expect(decodeComponent('')).toBe('');
  });

  it('answers undefined for text that is no valid escape, instead of throwing', () => {
    expect(decodeComponent('100%')).toBeUndefined();
    expect(decodeComponent('%E0%A4%A')).toBeUndefined();
  });
});
