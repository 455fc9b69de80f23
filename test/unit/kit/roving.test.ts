import { describe, expect, it } from 'vitest';
import { rovingIndex } from '@kit';

describe('rovingIndex', () => {
  it.each([
    ['ArrowDown moves to the next header', 'ArrowDown', 0, 'vertical', 1],
    ['ArrowDown wraps from the last to the first', 'ArrowDown', 2, 'vertical', 0],
    ['ArrowUp moves to the previous header', 'ArrowUp', 2, 'vertical', 1],
    ['ArrowUp wraps from the first to the last', 'ArrowUp', 0, 'vertical', 2],
    ['ArrowRight moves to the next tab', 'ArrowRight', 1, 'horizontal', 2],
    ['ArrowRight wraps to the first tab', 'ArrowRight', 2, 'horizontal', 0],
    ['ArrowLeft wraps to the last tab', 'ArrowLeft', 0, 'horizontal', 2],
    ['Home goes to the first', 'Home', 2, 'horizontal', 0],
    ['End goes to the last', 'End', 0, 'vertical', 2],
    ['ArrowRight is not a vertical key', 'ArrowRight', 0, 'vertical', undefined],
    ['ArrowDown is not a horizontal key', 'ArrowDown', 0, 'horizontal', undefined],
    ['Enter is left to the button', 'Enter', 0, 'vertical', undefined],
    ['Tab is left to the browser', 'Tab', 0, 'horizontal', undefined],
  ] as const)('%s', (_name, key, index, orientation, next) => {
    expect(rovingIndex(key, index, 3, orientation)).toBe(next);
  });

  it('has nowhere to go in an empty row, and stays on a single control', () => {
    expect(rovingIndex('ArrowDown', 0, 0, 'vertical')).toBeUndefined();
    expect(rovingIndex('ArrowDown', 0, 1, 'vertical')).toBe(0);
    expect(rovingIndex('ArrowUp', 0, 1, 'vertical')).toBe(0);
  });
});
