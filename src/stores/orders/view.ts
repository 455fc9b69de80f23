import { downloadUrl } from '@api/site/downloads';
import type { SiteDownload, SiteOrder, SiteOrderDownloads, SiteOrderItem } from '@api/site/types';
import { groupCrossSell } from '@domain/cart-groups';
import { includedNote } from '@domain/cart-pairs';
import { toCents } from '@domain/money';
import { optionsText } from '@domain/options-text';
import { addressLines, paymentLabel, statusLabel } from './labels';

/*
 * An order as the Order widget shows it: words and amounts in cents (the widgets' money
 * helpers format them), mapped from the main site API's answers by pure functions.
 */

export interface ShownLine {
  readonly key: string;
  readonly name: string;
  readonly quantity: number;
  /** Cents, each. */
  readonly unitPrice: number;
  /** Cents, the line before its discount. */
  readonly total: number;
  /** What the line is for, when it says (a job post: its title and company). */
  readonly note?: string;
  /** The product's image, when the answer names one. */
  readonly image?: string;
  /** What came free with it, read as part of it ("Includes the eBook"), as the cart does. */
  readonly includes?: readonly string[];
}

export interface ShownTotal {
  readonly kind: 'subtotal' | 'discount' | 'shipping' | 'tax' | 'total';
  readonly label: string;
  /** Cents; a discount is negative. */
  readonly amount: number;
}

export interface ShownOrder {
  readonly id: string;
  readonly number: string;
  readonly email: string;
  /** ISO 8601. */
  readonly placedAt: string;
  readonly status: string;
  readonly paid: boolean;
  readonly currency: string;
  readonly lines: readonly ShownLine[];
  readonly totals: readonly ShownTotal[];
  /** Address lines; empty when nothing was shipped. */
  readonly shippingAddress: readonly string[];
  /** `same` when the buyer chose "same as shipping"; empty when none was given. */
  readonly billingAddress: readonly string[] | 'same';
  readonly payment: string | undefined;
  /** Whether a line is something to download, so an unpaid order can say when it comes. */
  readonly digital: boolean;
  /** The names on the tickets, in ticket order; empty without tickets. */
  readonly attendees: readonly string[];
}

export interface ShownFile {
  readonly id: string;
  /** The format as the catalogue names it: "PDF", "ePUB". */
  readonly label: string;
  readonly href: string;
}

/** One product's files, in the order the answer lists them. */
export interface ShownDownload {
  readonly product: string;
  readonly files: readonly ShownFile[];
}

type Fields = Readonly<Record<string, unknown>>;

const record = (value: unknown): Fields | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Fields)
    : undefined;

const DIGITAL_TYPES: ReadonlySet<string> = new Set(['ebook', 'e-book', 'bundle']);

function totalsOf(order: SiteOrder, shipped: boolean): ShownTotal[] {
  const totals: ShownTotal[] = [
    { kind: 'subtotal', label: 'Subtotal', amount: toCents(order.subTotal) },
  ];
  const discounts = order.discounts.flatMap((entry) => {
    const discount = record(entry);
    const amount = Number(discount?.amount);
    if (!discount || !Number.isFinite(amount) || amount <= 0) return [];
    const coupon = discount.type === 'coupon' || discount.id === 'coupon';
    const label = coupon
      ? order.couponCode
        ? `Coupon ${order.couponCode}`
        : 'Coupon'
      : 'Member discount';
    return [{ kind: 'discount' as const, label, amount: -toCents(amount) }];
  });
  const listed = discounts.reduce((sum, d) => sum - d.amount, 0);
  const rest = toCents(order.discountTotal) - listed;
  // Whatever the list does not explain is still taken off, under a plain name.
  if (rest > 0) discounts.push({ kind: 'discount', label: 'Discount', amount: -rest });
  totals.push(...discounts);
  if (shipped || order.shipmentTotal > 0) {
    totals.push({ kind: 'shipping', label: 'Shipping', amount: toCents(order.shipmentTotal) });
  }
  if (order.taxTotal > 0)
    totals.push({ kind: 'tax', label: 'Tax', amount: toCents(order.taxTotal) });
  totals.push({ kind: 'total', label: 'Total', amount: toCents(order.grandTotal) });
  return totals;
}

/**
 * What a line says under its name: a job post names the post ("Front-end developer at Acme"),
 * a product sold in variants the shopper's choice ("Ticket: Conference + workshop").
 */
function noteOf(item: SiteOrderItem): { note?: string } {
  const title = item.metadata?.title?.trim();
  const company = item.metadata?.companyName?.trim();
  if (title) return { note: company ? `${title} at ${company}` : title };
  return item.options?.length
    ? { note: optionsText(item.options.map((o) => ({ id: o.name, ...o }))) }
    : {};
}

const lineOf = (item: SiteOrderItem, index: number, includes: readonly string[]): ShownLine => ({
  key: item.id ?? `${index}`,
  name: item.title || item.sku || 'Item',
  quantity: item.quantity,
  unitPrice: toCents(item.price),
  total: toCents(item.priceTotal),
  ...noteOf(item),
  ...(item.image ? { image: item.image } : {}),
  ...(includes.length > 0 ? { includes } : {}),
});

/**
 * The receipt's lines: a companion that came free with its line (a print book's eBook) is
 * part of that line, as the cart reads it, not a line of its own at 0; one with a price of
 * its own stays a line. Pairs are the lines' own (`crossSellProductId`).
 */
function linesOf(items: readonly SiteOrderItem[]): ShownLine[] {
  const pairable = items.map((item, index) => ({
    item,
    index,
    id: item.id ?? `${index}`,
    productId: item.productId ?? `${index}`,
    quantity: item.quantity,
    crossSellProductId: item.crossSellProductId ?? undefined,
  }));
  return groupCrossSell(pairable, () => undefined).flatMap(({ line, companions }) => {
    const notes = companions.map((companion) => ({
      companion,
      note: includedNote({
        name: companion.item.title,
        productType: companion.item.type ?? '',
        priceTotal: toCents(companion.item.priceTotal),
      }),
    }));
    const includes = notes.flatMap(({ note }) => (note ? [note] : []));
    const priced = notes.filter(({ note }) => !note).map(({ companion }) => companion);
    return [
      lineOf(line.item, line.index, includes),
      ...priced.map((companion) => lineOf(companion.item, companion.index, [])),
    ];
  });
}

const names = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.filter((name): name is string => typeof name === 'string' && name.trim() !== '')
    : [];

/** The site API's order as the widget shows it; `locale` names the countries. */
export function toShownOrder(order: SiteOrder, locale?: string): ShownOrder {
  const details = order.details;
  const shippingAddress = addressLines(order.shipping, locale).length
    ? addressLines(order.shipping, locale)
    : addressLines(record(details.shippingAddress), locale);
  const billing = addressLines(record(details.billingAddress), locale);
  const sameAsShipping = details.sameAddress === true && shippingAddress.length > 0;
  return {
    id: order.id,
    number: order.number,
    email: order.email,
    placedAt: order.createdAt,
    status: statusLabel(order.status, order.paid),
    paid: order.paid,
    currency: order.currency,
    lines: linesOf(order.items),
    totals: totalsOf(order, shippingAddress.length > 0),
    shippingAddress,
    billingAddress: sameAsShipping ? 'same' : billing,
    payment: paymentLabel(order.billing),
    digital: order.items.some((item) => DIGITAL_TYPES.has(item.type ?? '')),
    attendees: names(details.attendees),
  };
}

const jwtOf = (url: string): string | undefined => {
  try {
    return new URL(url).searchParams.get('jwt') ?? undefined;
  } catch {
    return undefined;
  }
};

/**
 * A file's link on the configured downloads host (`{downloadsHost}/me/downloads/{id}?jwt=`,
 * docs/contracts.md) with the token the site API signed for it; its own link when it has none.
 */
export function downloadHref(file: SiteDownload, downloadsHost: string): string {
  const jwt = jwtOf(file.url);
  return jwt ? downloadUrl(downloadsHost, file.id, jwt) : file.url;
}

/** The order's files grouped by product, each with its link. */
export function toShownDownloads(
  downloads: SiteOrderDownloads,
  downloadsHost: string,
): ShownDownload[] {
  const groups = new Map<string, { product: string; files: ShownFile[] }>();
  for (const file of downloads.results) {
    const group = groups.get(file.productId) ?? { product: file.productName, files: [] };
    group.files.push({
      id: file.id,
      label: file.name || file.format.toUpperCase(),
      href: downloadHref(file, downloadsHost),
    });
    groups.set(file.productId, group);
  }
  return [...groups.values()];
}
