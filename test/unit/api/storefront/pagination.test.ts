import { describe, expect, it } from 'vitest';
import { readPageLinks } from '@api/storefront/pagination';

describe('pagination headers', () => {
  it('reads Link relations and the total count', () => {
    const headers = new Headers({
      link: '</api/products?page=1>; rel="first", </api/products?page=2>; rel="prev", </api/products?page=4>; rel="next", </api/products?page=9>; rel="last"',
      'x-total-count': '42',
    });
    expect(readPageLinks(headers)).toEqual({
      first: '/api/products?page=1',
      prev: '/api/products?page=2',
      next: '/api/products?page=4',
      last: '/api/products?page=9',
      total: 42,
    });
  });

  it('reads nothing from a response without them', () => {
    expect(readPageLinks(new Headers())).toEqual({});
  });
});
