import { describe, expect, it } from 'vitest';
import { priceFilterInterval, priceRange } from '@domain/filters';
import {
  SEARCH_FAILED,
  SEARCH_HOST_RETRY_PAUSE_MS,
  SEARCH_PAGE_SIZE,
  SEARCH_TIMEOUTS,
  searchPageCount,
  searchRequest,
} from '@domain/search';
import * as ads from '@domain/ads';
import * as comments from '@domain/comments';
import { threadName } from '@domain/comments';
import * as session from '@domain/session';

describe('price filter (SPEC point 9)', () => {
  it.each([
    [0, 50000, 5000],
    [0, 23456, 2000],
    [0, 9999, 900],
    [0, 1500, 150 - 50],
    [10, 460, 40],
    [0, 99, 1],
    [5, 6, 1],
  ])('%s..%s steps by %s', (min, max, interval) =>
    expect(priceFilterInterval(min, max)).toBe(interval),
  );

  it.each([
    [[19, 44, 69], { min: 19, max: 69, interval: 1 }],
    [[100, 1100], { min: 100, max: 1100, interval: 100 }],
    [[24, 24], null],
    [[], null],
  ])('range of %j', (prices, range) => expect(priceRange(prices)).toEqual(range));
});

describe('search paging (SPEC point 9)', () => {
  it.each([
    [0, 15],
    [1, 30],
    [4, 75],
    [-1, 15],
    [1.7, 30],
  ])('page %s asks %s hits from page 0', (page, hits) =>
    expect(searchRequest(page)).toEqual({ page: 0, hitsPerPage: hits }),
  );
  it.each([
    [0, 0],
    [1, 1],
    [15, 1],
    [16, 2],
    [38, 3],
    [-3, 0],
  ])('%s hits make %s pages of 15', (nbHits, pages) => expect(searchPageCount(nbHits)).toBe(pages));
  it('constants', () => {
    expect([SEARCH_PAGE_SIZE, SEARCH_HOST_RETRY_PAUSE_MS]).toEqual([15, 120000]);
    expect(SEARCH_TIMEOUTS).toEqual({ connect: 1000, read: 2000, write: 30000 });
  });
});

describe('ads (SPEC points 5 and 9)', () => {
  const ok = {
    external_id: 'a',
    active: true,
    statlink: 'https://s',
    company: 'Acme',
    description: 'Tools',
    placement: 'sidebar',
  };
  it.each([
    ['eligible', ok, true],
    ['inactive', { ...ok, active: false }, false],
    ['no stat link', { ...ok, statlink: '' }, false],
    ['no company', { ...ok, company: undefined }, false],
    ['no description', { ...ok, description: ' ' }, false],
  ])('%s', (_rule, ad, eligible) => expect(ads.isEligibleAd(ad)).toBe(eligible));

  it('merges the two lists, each ad once, and shows at most two eligible per area', () => {
    const b = { ...ok, external_id: 'b' };
    const c = { ...ok, external_id: 'c', placement: 'footer' };
    const d = { ...ok, external_id: 'd', placement: undefined };
    const merged = ads.mergeAds([ok, b], [b, c, d, { ...ok, external_id: 'e', active: false }]);
    expect(merged.map((x) => x.external_id)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(ads.adsForArea(merged, 'footer').map((x) => x.external_id)).toEqual(['c', 'd']);
    expect(ads.adsForArea(merged).map((x) => x.external_id)).toEqual(['a', 'b']);
    expect([ads.ADS_PER_AREA, ads.AD_MAX_WIDTH, comments.AVATAR_SIZE]).toEqual([2, 250, 70]);
  });
});

describe('comment threads (docs/contracts.md)', () => {
  it.each([
    ['/2026/03/css-layers/', '2026-03-css-layers'],
    ['/articles/accessible-forms', 'articles-accessible-forms'],
    ['/', ''],
  ])('%s -> %s', (path, thread) => expect(threadName(path)).toBe(thread));
  it('requests time out after the library default (SPEC point 9)', () =>
    expect(comments.COMMENTS_TIMEOUT_MS).toBe(20000));
});

describe('search and comments messages (no spec wording: the house voice)', () => {
  const messages = [
    SEARCH_FAILED,
    comments.COMMENTS_LOAD_FAILED,
    comments.COMMENT_PUBLISHED,
    comments.COMMENT_HELD,
  ];
  it.each(messages)('%s', (message) => expect(message).toMatch(/^[A-Z][^<>{}]{10,120}[.!]$/));
  it('are distinct', () => expect(new Set(messages).size).toBe(messages.length));
});

describe('session and store connection (SPEC point 9)', () => {
  it('constants', () => {
    expect(session.COOKIE_DEFAULTS).toEqual({ path: '/', maxAgeSeconds: 604800, sameSite: 'lax' });
    expect(session.TOKEN_REFRESH_MARGIN_MS).toBe(60000);
    expect(session.STORE_CONNECTION).toEqual({
      timeoutMs: 20000,
      cacheMs: 5000,
      clientVersion: '3.22.0',
      hostPattern: 'https://{store}.swell.store',
    });
    expect(session.QUERY_PARSER_DEFAULTS).toEqual({
      arrayLimit: 20,
      depth: 5,
      parameterLimit: 1000,
    });
    expect(session.storeHost('magazine')).toBe('https://magazine.swell.store');
  });
});
