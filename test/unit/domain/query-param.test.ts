import { describe, expect, it } from 'vitest';
import { queryParam } from '@domain/query-param';

describe('a query parameter for the page', () => {
  it.each([
    ['?email=tabby%40example.com', 'email', 'tabby@example.com'],
    ['?email=+tabby@example.com+', 'email', 'tabby@example.com'],
    ['?email=%3Cimg%20src%3Dx%3E', 'email', '<img src=x>'],
    ['?email=', 'email', undefined],
    ['?email=%20%20', 'email', undefined],
    ['?other=1', 'email', undefined],
    ['', 'email', undefined],
  ])('%s, %s -> %s', (search, name, expected) => {
    expect(queryParam(search, name)).toBe(expected);
  });
});
