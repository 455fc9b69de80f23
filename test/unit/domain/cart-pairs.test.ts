import { describe, expect, it } from 'vitest';
import { chosenCount, groupCrossSell } from '@domain/cart-groups';
import { MAX_LINE_QUANTITY, includedNote, pairedChanges, undoChanges } from '@domain/cart-pairs';

const line = (id: string, productId: string, quantity = 1) => ({ id, productId, quantity });
// The demo catalogue's pair: the print book brings its companion eBook (SPEC point 7).
const companions: Record<string, string> = { print: 'companion', loop: 'loop' };
const companionOf = (productId: string) => companions[productId];

describe('cross-sell pairs in the cart', () => {
  it('puts a companion under the line that brought it, in cart order', () => {
    const lines = [line('a', 'ebook'), line('b', 'companion', 2), line('c', 'print', 2)];
    expect(groupCrossSell(lines, companionOf)).toEqual([
      { line: lines[0], companions: [] },
      { line: lines[2], companions: [lines[1]] },
    ]);
  });

  it('pairs by what a line itself names first, with no product list', () => {
    const print = { ...line('p', 'print', 2), crossSellProductId: 'companion' };
    const lines = [print, line('c', 'companion', 2), line('e', 'ebook')];
    const groups = groupCrossSell(lines, () => undefined);
    expect(groups.map((g) => [g.line.id, g.companions.map((c) => c.id)])).toEqual([
      ['p', ['c']],
      ['e', []],
    ]);
    // Two printed books with their eBooks, and one eBook: three chosen, not five.
    expect(chosenCount(groups)).toBe(3);
  });

  it('reads a free companion as part of its line, and names one with a price', () => {
    const companion = { name: 'Book (Companion eBook)', productType: 'ebook', priceTotal: 0 };
    expect(includedNote(companion)).toBe('Includes the eBook');
    expect(includedNote({ ...companion, productType: 'poster' })).toBe(
      'Includes Book (Companion eBook)',
    );
    expect(includedNote({ ...companion, priceTotal: 500 })).toBeUndefined();
  });

  it('leaves a companion on its own when its line is gone, and a self-reference alone', () => {
    const lines = [line('b', 'companion'), line('l', 'loop')];
    expect(groupCrossSell(lines, companionOf).map((g) => g.companions)).toEqual([[], []]);
  });

  it('gives each companion to one line only, and never makes chains', () => {
    const chain = (id: string) => ({ x: 'y', y: 'z' })[id];
    const lines = [line('x1', 'x'), line('x2', 'x'), line('y', 'y'), line('z', 'z')];
    const groups = groupCrossSell(lines, chain);
    expect(groups.map((g) => [g.line.id, g.companions.map((c) => c.id)])).toEqual([
      ['x1', ['y']],
      ['x2', []],
      ['z', []],
    ]);
  });
});

describe('a new quantity for a paired line', () => {
  const lines = [line('p', 'print', 2), line('c', 'companion', 2), line('e', 'ebook', 1)];
  const groups = groupCrossSell(lines, companionOf);

  it('changes the line first, then its companion to match', () => {
    expect(pairedChanges(groups, 'p', 3)).toEqual([
      { id: 'p', productId: 'print', from: 2, to: 3 },
      { id: 'c', productId: 'companion', from: 2, to: 3 },
    ]);
  });

  it('removes the companion with its line', () => {
    expect(pairedChanges(groups, 'p', 0).map((c) => [c.id, c.to])).toEqual([
      ['p', 0],
      ['c', 0],
    ]);
  });

  it('brings a companion that drifted back to the line’s quantity', () => {
    const drifted = groupCrossSell([line('p', 'print', 2), line('c', 'companion', 5)], companionOf);
    expect(pairedChanges(drifted, 'p', 2)).toEqual([
      { id: 'c', productId: 'companion', from: 5, to: 2 },
    ]);
  });

  it('changes a line alone when it has no companion, or is one', () => {
    expect(pairedChanges(groups, 'e', 4)).toEqual([
      { id: 'e', productId: 'ebook', from: 1, to: 4 },
    ]);
    expect(pairedChanges(groups, 'c', 1)).toEqual([
      { id: 'c', productId: 'companion', from: 2, to: 1 },
    ]);
  });

  it('keeps quantities whole and within the limit, and ignores unknown lines', () => {
    expect(pairedChanges(groups, 'e', 1000)[0]?.to).toBe(MAX_LINE_QUANTITY);
    expect(pairedChanges(groups, 'e', 2.7)[0]?.to).toBe(2);
    expect(pairedChanges(groups, 'e', -3)[0]?.to).toBe(0);
    expect(pairedChanges(groups, 'e', Number.NaN)[0]?.to).toBe(0);
    expect(pairedChanges(groups, 'nope', 2)).toEqual([]);
  });

  it('undoes what was done, last first', () => {
    const done = pairedChanges(groups, 'p', 0);
    expect(undoChanges(done)).toEqual([
      { id: 'c', productId: 'companion', from: 0, to: 2 },
      { id: 'p', productId: 'print', from: 0, to: 2 },
    ]);
  });
});
