import { priceRange } from './filters';
import { queryOf, readSlugs, writeSlugs } from './list-query';

export const LIST_SORTS = ['title', 'price-asc', 'price-desc'] as const;
export type ListSort = (typeof LIST_SORTS)[number];

/** A static list's sort and filter; null and empty mean the editor's order and any item. */
export interface ListState {
  readonly sort: ListSort | null;
  readonly type: readonly string[];
  readonly category: readonly string[];
  readonly minPrice: number | null;
  readonly maxPrice: number | null;
}

export const LIST_DEFAULTS: ListState = {
  sort: null,
  type: [],
  category: [],
  minPrice: null,
  maxPrice: null,
};

/** What an item of the list says about itself (its `data-*` and its title). */
export interface ListItem {
  readonly title: string;
  readonly price: number | null;
  readonly type: string;
  readonly category: string;
}

const PRICE = /^\d{1,7}(?:\.\d{1,2})?$/;
const readPrice = (raw: string | null): number | null =>
  raw !== null && PRICE.test(raw) ? Number(raw) : null;

/** The state in a query string (`?sort=price-asc&type=ebook&min-price=20`). */
export function parseListState(search: string): ListState {
  const params = queryOf(search);
  const sort = params.get('sort');
  return {
    sort: LIST_SORTS.find((value) => value === sort) ?? null,
    type: readSlugs(params, 'type'),
    category: readSlugs(params, 'category'),
    minPrice: readPrice(params.get('min-price')),
    maxPrice: readPrice(params.get('max-price')),
  };
}

/** The query string for a state, without `?`; empty for the defaults. */
export function serialiseListState(state: ListState): string {
  const params = new URLSearchParams();
  if (state.sort) params.set('sort', state.sort);
  writeSlugs(params, 'type', state.type);
  writeSlugs(params, 'category', state.category);
  if (state.minPrice !== null) params.set('min-price', String(state.minPrice));
  if (state.maxPrice !== null) params.set('max-price', String(state.maxPrice));
  return params.toString();
}

const chosen = (values: readonly string[], value: string) =>
  values.length === 0 || values.includes(value);

/** An item shows when its type and category are chosen (or any) and its price is in range. */
export function listItemMatches(state: ListState, item: ListItem): boolean {
  const { minPrice, maxPrice } = state;
  const { price } = item;
  const inRange =
    price === null
      ? minPrice === null && maxPrice === null
      : (minPrice === null || price >= minPrice) && (maxPrice === null || price <= maxPrice);
  return chosen(state.type, item.type) && chosen(state.category, item.category) && inRange;
}

const byTitle = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** -1, 0 or 1 for two prices, an item without a price last whichever the direction. */
const comparePrices = (a: number | null, b: number | null, direction: 1 | -1): number => {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  return (a - b) * direction;
};

/**
 * The items in the chosen order; ties (and no sort) keep the editor's order, so the list
 * never reshuffles items that compare equal.
 */
export function sortListItems<T extends ListItem>(items: readonly T[], sort: ListSort | null): T[] {
  const sorted = [...items];
  if (sort === 'title') sorted.sort((a, b) => byTitle.compare(a.title, b.title));
  if (sort === 'price-asc') sorted.sort((a, b) => comparePrices(a.price, b.price, 1));
  if (sort === 'price-desc') sorted.sort((a, b) => comparePrices(a.price, b.price, -1));
  return sorted;
}

/**
 * The price sliders' bounds: the list's range widened to whole steps of the price filter
 * interval (SPEC point 9), which is the sliders' step; null when every price is the same.
 */
export function priceSliderBounds(
  prices: readonly number[],
): { min: number; max: number; step: number } | null {
  const range = priceRange(prices);
  if (!range) return null;
  const step = range.interval;
  return {
    min: Math.floor(range.min / step) * step,
    max: Math.ceil(range.max / step) * step,
    step,
  };
}
