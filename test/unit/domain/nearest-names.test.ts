import { describe, expect, it } from 'vitest';
import { editDistance, nearestNames, unknownWidgetMessage } from '@domain/nearest-names';

const CONTAINERS = ['MiniCart', 'Login', 'Signup', 'TOC', 'MemberOrders', 'LastOrders'];

describe('editDistance', () => {
  it('counts a replaced, added or removed letter as one edit', () => {
    expect(editDistance('MiniKart', 'MiniCart')).toBe(1);
    expect(editDistance('Logn', 'Login')).toBe(1);
    expect(editDistance('Loginn', 'Login')).toBe(1);
  });

  it('counts two swapped neighbours as one edit', () => {
    expect(editDistance('Sigunp', 'Signup')).toBe(1);
  });

  it('ignores letter case and measures from an empty name', () => {
    expect(editDistance('minicart', 'MiniCart')).toBe(0);
    expect(editDistance('', 'TOC')).toBe(3);
    expect(editDistance('TOC', '')).toBe(3);
  });
});

describe('nearestNames', () => {
  it('suggests MiniCart for MiniKart', () => {
    expect(nearestNames('MiniKart', CONTAINERS)).toEqual(['MiniCart']);
  });

  it('lists the closest first, then alphabetically, at most the limit', () => {
    expect(nearestNames('MemberOrder', CONTAINERS)).toEqual(['MemberOrders']);
    expect(nearestNames('ab', ['ba', 'ac', 'xyz', 'ab'], 2)).toEqual(['ab', 'ac']);
  });

  it('suggests nothing for a name unlike any', () => {
    expect(nearestNames('Weather', CONTAINERS)).toEqual([]);
  });
});

describe('unknownWidgetMessage', () => {
  it('names one suggestion, or several with "or"', () => {
    expect(unknownWidgetMessage('container', 'MiniKart', ['MiniCart'])).toBe(
      'Unknown container "MiniKart": did you mean MiniCart?',
    );
    expect(unknownWidgetMessage('behaviour', 'Acordion', ['Accordion', 'A', 'B'])).toBe(
      'Unknown behaviour "Acordion": did you mean Accordion, A or B?',
    );
  });

  it('says when no known name is close', () => {
    expect(unknownWidgetMessage('container', 'Weather', [])).toBe(
      'Unknown container "Weather": no container has a name like it.',
    );
  });
});
