import { describe, expect, it } from 'vitest';
import { isShippedType, isSubscriptionType, productTypeOf } from '@domain';

describe('a product’s type (SPEC point 3)', () => {
  it('is content.productType, then type, else empty', () => {
    expect(productTypeOf({ content: { productType: 'job post' } })).toBe('job post');
    expect(productTypeOf({ content: { productType: 'ticket' }, type: 'book' })).toBe('ticket');
    expect(productTypeOf({ content: { productType: ' ' }, type: 'ebook' })).toBe('ebook');
    expect(productTypeOf({ content: null, type: 'bundle' })).toBe('bundle');
    expect(productTypeOf({ content: { productType: 7 } })).toBe('');
    expect(productTypeOf({})).toBe('');
    expect(productTypeOf(undefined)).toBe('');
  });

  it('ships printed goods and whatever the spec does not name; not downloads, events or plans', () => {
    for (const type of ['book', 'bundle', '', 'poster']) expect(isShippedType(type)).toBe(true);
    for (const type of ['ebook', 'e-book', 'ticket', 'job post', 'webinar', 'membership'])
      expect(isShippedType(type)).toBe(false);
  });

  it('knows a plan from the rest', () => {
    expect(isSubscriptionType('membership')).toBe(true);
    expect(isSubscriptionType('subscription')).toBe(true);
    expect(isSubscriptionType('book')).toBe(false);
  });
});
