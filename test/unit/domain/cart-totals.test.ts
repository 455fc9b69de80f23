import { describe, expect, it } from 'vitest';
import { isMemberDiscount, pendingMemberDiscount, totalsRows } from '@domain/cart-totals';
import type { TotalsSource } from '@domain/cart-totals';
import { memberPromotion } from '@domain/membership';

const member = memberPromotion('member');
const base: TotalsSource = {
  subTotal: 3800,
  discounts: [],
  promotions: [],
  couponCode: null,
  shipmentTotal: 0,
  total: 3800,
};

describe('the cart totals (the store’s figures, each discount its own row)', () => {
  it('has a subtotal and a total, and shipping only once known', () => {
    expect(totalsRows(base)).toEqual([
      { kind: 'subtotal', amount: 3800 },
      { kind: 'total', amount: 3800 },
    ]);
    expect(totalsRows({ ...base, shippingService: 'standard' })).toContainEqual({
      kind: 'shipping',
      amount: 0,
    });
    expect(totalsRows({ ...base, shipmentTotal: 599, total: 4399 })).toContainEqual({
      kind: 'shipping',
      amount: 599,
    });
  });

  it('shows the coupon with its code and each promotion, member discounts marked', () => {
    const rows = totalsRows({
      ...base,
      couponCode: 'WELCOME10',
      discounts: [
        { id: 'coupon', type: 'coupon', amount: 361 },
        { id: member?.id ?? '', type: member?.type ?? '', amount: 190 },
        { id: 'spring', type: 'promo-spring', amount: 100 },
        { id: 'none', type: 'promo-none', amount: 0 },
      ],
      promotions: [{ id: 'member-member', name: '5% member discount (member)' }],
      total: 3149,
    });
    expect(rows).toEqual([
      { kind: 'subtotal', amount: 3800 },
      { kind: 'coupon', code: 'WELCOME10', amount: 361 },
      {
        kind: 'promotion',
        id: 'member-member',
        name: '5% member discount (member)',
        member: true,
        amount: 190,
      },
      { kind: 'promotion', id: 'spring', name: undefined, member: false, amount: 100 },
      { kind: 'total', amount: 3149 },
    ]);
  });

  it('names a coupon discount without a code on the cart with an empty code', () => {
    const rows = totalsRows({ ...base, discounts: [{ id: 'c', type: 'coupon', amount: 500 }] });
    expect(rows[1]).toEqual({ kind: 'coupon', code: '', amount: 500 });
  });

  it('tells a member discount by its type', () => {
    expect(isMemberDiscount({ type: 'promo-member-smashing' })).toBe(true);
    expect(isMemberDiscount({ type: 'coupon' })).toBe(false);
  });
});

describe('a member discount the store does not give yet', () => {
  it('is pending when the plan promises one and the cart carries none', () => {
    expect(pendingMemberDiscount([{ type: 'coupon' }], 190)).toBe(190);
  });

  it('is nothing when the cart already carries it, or nothing is promised', () => {
    expect(pendingMemberDiscount([{ type: 'promo-member-member' }], 190)).toBe(0);
    expect(pendingMemberDiscount([], 0)).toBe(0);
  });
});
