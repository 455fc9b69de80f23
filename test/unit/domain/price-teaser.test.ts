import { describe, expect, it } from 'vitest';
import { priceTeaser } from '@domain/price-teaser';

describe('the member price teaser (PriceTeaser)', () => {
  it('tells a visitor what members pay at the largest discount', () => {
    expect(priceTeaser({ price: 44 }, undefined)).toEqual({
      kind: 'visitor',
      memberAmount: 3960,
      percent: 10,
    });
  });

  it('starts from the sale price', () => {
    expect(priceTeaser({ price: 54, salePrice: 49 }, undefined)).toEqual({
      kind: 'visitor',
      memberAmount: 4410,
      percent: 10,
    });
  });

  it.each([
    ['supporter', 132, 3],
    ['member', 220, 5],
    ['smashing', 440, 10],
  ] as const)('tells a %s what the plan saves (%i cents, %i %%)', (plan, saving, percent) => {
    expect(priceTeaser({ price: 44 }, plan)).toEqual({ kind: 'member', plan, saving, percent });
  });

  it('says nothing of a free product or a saving that rounds to nothing', () => {
    expect(priceTeaser({ price: 0 }, undefined)).toEqual({ kind: 'none' });
    expect(priceTeaser({ price: 0.01 }, 'supporter')).toEqual({ kind: 'none' });
  });
});
