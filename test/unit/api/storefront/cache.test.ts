import { describe, expect, it } from 'vitest';
import { createCache } from '@api/storefront/cache';

describe('record cache', () => {
  it('keeps a record for its lifetime, then drops it', () => {
    let now = 1000;
    const cache = createCache(5000, () => now);
    cache.set('products/1', { id: 1 });
    now = 5999;
    expect(cache.get('products/1')).toEqual({ id: 1 });
    now = 6000;
    expect(cache.get('products/1')).toBeUndefined();
  });

  it('forgets on delete and clear', () => {
    const cache = createCache(5000);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.delete('a');
    expect(cache.get('a')).toBeUndefined();
    cache.clear();
    expect(cache.get('b')).toBeUndefined();
  });
});
