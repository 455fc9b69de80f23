import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  NO_JOB_FILTER,
  isJobFilterEmpty,
  jobMatches,
  parseJobFilter,
  serialiseJobFilter,
} from '@domain/jobs-filter';
import {
  LIST_DEFAULTS,
  LIST_SORTS,
  listItemMatches,
  parseListState,
  priceSliderBounds,
  serialiseListState,
  sortListItems,
} from '@domain/list-controls';
import type { ListItem } from '@domain/list-controls';
import { isSlug, withQuery } from '@domain/list-query';

const slug = fc
  .array(fc.stringMatching(/^[a-z0-9]{1,6}$/), { minLength: 1, maxLength: 3 })
  .map((parts) => parts.join('-'));
const slugs = fc.uniqueArray(slug, { maxLength: 4 }).map((values) => [...values].sort());
const price = fc.option(
  fc.integer({ min: 0, max: 99_999_99 }).map((cents) => cents / 100),
  { nil: null },
);

describe('the job filter in the query string', () => {
  it('reads repeated and comma-separated values, lower-cased, sorted, without repeats', () => {
    expect(
      parseJobFilter('?commitment=Freelance,full-time&commitment=freelance&location=remote'),
    ).toEqual({ commitment: ['freelance', 'full-time'], type: [], location: ['remote'] });
  });

  it('ignores values that are not slugs and parameters it does not know', () => {
    expect(parseJobFilter('type=<script>,,design&utm_source=mail&location=')).toEqual({
      ...NO_JOB_FILTER,
      type: ['design'],
    });
  });

  it('writes nothing for no choice', () => {
    expect(serialiseJobFilter(NO_JOB_FILTER)).toBe('');
    expect(isJobFilterEmpty(NO_JOB_FILTER)).toBe(true);
    expect(isJobFilterEmpty({ ...NO_JOB_FILTER, location: ['berlin'] })).toBe(false);
  });

  it('reads back what it writes', () => {
    fc.assert(
      fc.property(fc.record({ commitment: slugs, type: slugs, location: slugs }), (filter) => {
        expect(parseJobFilter(serialiseJobFilter(filter))).toEqual(filter);
        expect(parseJobFilter(`?${serialiseJobFilter(filter)}`)).toEqual(filter);
      }),
    );
  });

  it('matches a job when every facet with a choice holds its value', () => {
    const job = { commitment: 'full-time', type: 'design', location: 'berlin' };
    expect(jobMatches(NO_JOB_FILTER, job)).toBe(true);
    expect(jobMatches({ ...NO_JOB_FILTER, commitment: ['freelance', 'full-time'] }, job)).toBe(
      true,
    );
    expect(jobMatches({ ...NO_JOB_FILTER, commitment: ['full-time'], type: ['dev'] }, job)).toBe(
      false,
    );
    // A job that does not say its location is not one of the chosen places.
    expect(jobMatches({ ...NO_JOB_FILTER, location: ['berlin'] }, { type: 'design' })).toBe(false);
  });
});

describe('slugs and links', () => {
  it.each([
    ['full-time', true],
    ['a1', true],
    ['-a', false],
    ['a--b', false],
    ['A', false],
    ['', false],
  ])('%s is a slug: %s', (value, expected) => expect(isSlug(value)).toBe(expected));

  const base = 'https://mag.example/jobs/?type=design';

  it('puts the query on a relative link, replacing the names it owns, keeping the rest', () => {
    expect(
      withQuery('/jobs/kestrel?type=x&ref=list#apply', 'type=design', ['type', 'location'], base),
    ).toBe('/jobs/kestrel?ref=list&type=design#apply');
    expect(withQuery('./', '', ['type'], base)).toBe('/jobs/');
  });

  it('keeps another site absolute', () => {
    expect(withQuery('https://other.example/a', 'type=x', ['type'], base)).toBe(
      'https://other.example/a?type=x',
    );
  });
});

describe('a list state in the query string', () => {
  it('reads sort, types, categories and a price range', () => {
    expect(
      parseListState('?sort=price-desc&type=ebook,book&category=books&min-price=20&max-price=39.5'),
    ).toEqual({
      sort: 'price-desc',
      type: ['book', 'ebook'],
      category: ['books'],
      minPrice: 20,
      maxPrice: 39.5,
    });
  });

  it('ignores an unknown sort and a price that is not one', () => {
    expect(parseListState('sort=random&min-price=-3&max-price=1e3')).toEqual(LIST_DEFAULTS);
    expect(parseListState('min-price=abc&max-price=')).toEqual(LIST_DEFAULTS);
    expect(serialiseListState(LIST_DEFAULTS)).toBe('');
  });

  it('reads back what it writes', () => {
    fc.assert(
      fc.property(
        fc.record({
          sort: fc.option(fc.constantFrom(...LIST_SORTS), { nil: null }),
          type: slugs,
          category: slugs,
          minPrice: price,
          maxPrice: price,
        }),
        (state) => {
          expect(parseListState(serialiseListState(state))).toEqual(state);
        },
      ),
    );
  });
});

const book = (title: string, price: number | null, type = 'book', category = 'books') =>
  ({ title, price, type, category }) satisfies ListItem;

describe('a list item matches', () => {
  it('by type and category', () => {
    const state = { ...LIST_DEFAULTS, type: ['ebook'], category: ['ebooks'] };
    expect(listItemMatches(state, book('A', 19, 'ebook', 'ebooks'))).toBe(true);
    expect(listItemMatches(state, book('A', 19, 'book', 'ebooks'))).toBe(false);
    expect(listItemMatches(state, book('A', 19, 'ebook', 'books'))).toBe(false);
  });

  it('by price, both ends included', () => {
    const state = { ...LIST_DEFAULTS, minPrice: 20, maxPrice: 44 };
    expect(listItemMatches(state, book('A', 20))).toBe(true);
    expect(listItemMatches(state, book('A', 44))).toBe(true);
    expect(listItemMatches(state, book('A', 19))).toBe(false);
    expect(listItemMatches(state, book('A', 45))).toBe(false);
    expect(listItemMatches({ ...LIST_DEFAULTS, maxPrice: 30 }, book('A', 19))).toBe(true);
  });

  it('an item without a price only while no price range is chosen', () => {
    expect(listItemMatches(LIST_DEFAULTS, book('A', null))).toBe(true);
    expect(listItemMatches({ ...LIST_DEFAULTS, minPrice: 0 }, book('A', null))).toBe(false);
    expect(listItemMatches({ ...LIST_DEFAULTS, maxPrice: 99 }, book('A', null))).toBe(false);
  });
});

describe('sorting a list', () => {
  const items = [book('b', 44), book('Free', null), book('a', 19), book('C', 44), book('d', 39)];
  const titles = (sorted: readonly ListItem[]) => sorted.map((item) => item.title);

  it("keeps the editor's order without a sort", () => {
    expect(titles(sortListItems(items, null))).toEqual(['b', 'Free', 'a', 'C', 'd']);
  });

  it('by title, ignoring case', () => {
    expect(titles(sortListItems(items, 'title'))).toEqual(['a', 'b', 'C', 'd', 'Free']);
  });

  it('by price either way, ties in the editor order, no price last', () => {
    expect(titles(sortListItems(items, 'price-asc'))).toEqual(['a', 'd', 'b', 'C', 'Free']);
    expect(titles(sortListItems(items, 'price-desc'))).toEqual(['b', 'C', 'd', 'a', 'Free']);
    expect(titles(sortListItems([book('x', null), book('y', null)], 'price-asc'))).toEqual([
      'x',
      'y',
    ]);
  });

  it('never loses or adds an item', () => {
    fc.assert(
      fc.property(fc.array(price), fc.constantFrom(...LIST_SORTS), (prices, sort) => {
        const list = prices.map((p, i) => book(String(i), p));
        expect(sortListItems(list, sort)).toHaveLength(list.length);
        expect(new Set(sortListItems(list, sort))).toEqual(new Set(list));
      }),
    );
  });
});

describe('the price sliders', () => {
  it('step by the price filter interval over whole steps around the range', () => {
    // 19 to 54: a tenth is 3.5, under 10, so the interval is its floor of 1.
    expect(priceSliderBounds([44, 19, 54, 39])).toEqual({ min: 19, max: 54, step: 1 });
    // 19 to 249: a tenth is 23, rounded down to 20.
    expect(priceSliderBounds([19, 249, 99])).toEqual({ min: 0, max: 260, step: 20 });
  });

  it('are left out when every price is the same or there is none', () => {
    expect(priceSliderBounds([19, 19])).toBeNull();
    expect(priceSliderBounds([])).toBeNull();
  });
});
