import { describe, expect, it } from 'vitest';
import { encodeQuery } from '@api/query-string';

describe('encodeQuery', () => {
  it.each([
    [{ limit: 10, page: 2 }, 'limit=10&page=2'],
    [{ where: { price: { $gt: 1 } } }, 'where%5Bprice%5D%5B%24gt%5D=1'],
    [{ ids: ['a', 'b'] }, 'ids%5B0%5D=a&ids%5B1%5D=b'],
    [{ search: 'css & layers', skip: undefined, empty: null }, 'search=css%20%26%20layers&empty='],
    [{ preview: true }, 'preview=true'],
  ])('%j -> %s', (params, expected) => {
    expect(encodeQuery(params)).toBe(expected);
  });

  it('round-trips through URLSearchParams keys', () => {
    const keys = [
      ...new URLSearchParams(encodeQuery({ $data: { number: '4242', exp: { m: 1 } } })).keys(),
    ];
    expect(keys).toEqual(['$data[number]', '$data[exp][m]']);
  });
});
