import { describe, expect, it } from 'vitest';
import {
  hitsCountLabel,
  searchPageUrl,
  searchTitle,
  SEARCH_PAGE,
  SEARCH_QUERY_PARAM,
  webLink,
} from '@domain/search';

describe('the search page', () => {
  it.each([
    ['css', undefined, '/search?q=css'],
    ['  a & b ', undefined, '/search?q=a%20%26%20b'],
    ['grid', '/find', '/find?q=grid'],
  ])('%j on %s is %s', (query, page, url) => expect(searchPageUrl(query, page)).toBe(url));

  it.each([
    [0, '0 results'],
    [1, '1 result'],
    [12, '12 results'],
  ])('%s hits read "%s"', (count, label) => expect(hitsCountLabel(count)).toBe(label));

  it('titles the page with the query, or plainly without one', () => {
    expect(searchTitle('css')).toBe('Search results for "css"');
    expect(searchTitle('')).toBe('Search');
    expect([SEARCH_PAGE, SEARCH_QUERY_PARAM]).toEqual(['/search', 'q']);
  });

  it.each([
    ['/articles/css-grid', '/articles/css-grid'],
    ['https://example.org/a', 'https://example.org/a'],
    ['//example.org/a', '//example.org/a'],
    ['javascript:alert(1)', undefined],
    [' JavaScript:alert(1)', undefined],
    ['data:text/html,<b>', undefined],
    ['http://a b', undefined],
  ])('links a hit at %j to %j', (url, link) => expect(webLink(url)).toBe(link));
});
