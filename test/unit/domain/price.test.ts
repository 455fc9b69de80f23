import { describe, expect, it } from 'vitest';
import { shownPrice } from '@domain/price';

describe('the price a reader sees (SPEC point 3)', () => {
  it('is the regular price for a visitor, nothing struck', () => {
    expect(shownPrice({ price: 44 }, undefined)).toEqual({ amount: 4400, kind: 'regular' });
  });

  it('is the sale price on sale, the regular one struck through', () => {
    expect(shownPrice({ price: 54, salePrice: 49 }, undefined)).toEqual({
      amount: 4900,
      struck: 5400,
      kind: 'sale',
    });
  });

  it("is the member price of the regular price for a member, the plan's discount off", () => {
    expect(shownPrice({ price: 44 }, 'member')).toEqual({
      amount: 4180,
      struck: 4400,
      kind: 'member',
    });
  });

  it('is the member price of the sale price for a member on sale', () => {
    expect(shownPrice({ price: 54, salePrice: 49 }, 'smashing')).toEqual({
      amount: 4410,
      struck: 5400,
      kind: 'member',
    });
  });

  it('strikes nothing through when a discount rounds to nothing', () => {
    expect(shownPrice({ price: 0.01 }, 'supporter')).toEqual({ amount: 1, kind: 'member' });
  });

  it('strikes nothing through when a "sale" is not lower', () => {
    expect(shownPrice({ price: 10, salePrice: 10 }, undefined)).toEqual({
      amount: 1000,
      kind: 'regular',
    });
  });
});
