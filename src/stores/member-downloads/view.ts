import { downloadUrl } from '@api/site/downloads';
import type { SiteMyDownloads } from '@api/site/types';
import type { OwnedProduct } from './state';

/** A file as the widget shows it: its format and its link on the downloads host. */
export interface LinkedFile {
  readonly id: string;
  readonly label: string;
  readonly href: string;
}

export interface LinkedProduct {
  readonly productId: string;
  readonly product: string;
  readonly files: readonly LinkedFile[];
}

/** The site API's list grouped by product, in the order products first appear. */
export function toOwnedProducts(answer: SiteMyDownloads): OwnedProduct[] {
  const groups = new Map<
    string,
    { productId: string; product: string; files: OwnedProduct['files'][number][] }
  >();
  for (const file of answer.results) {
    const group = groups.get(file.productId) ?? {
      productId: file.productId,
      product: file.productName,
      files: [],
    };
    group.files.push({ id: file.id, label: file.name || file.format.toUpperCase() });
    groups.set(file.productId, group);
  }
  return [...groups.values()];
}

/**
 * Each file's link in SPEC's form, `{downloadsHost}/me/downloads/{id}?jwt={token}`, with the
 * member's own access token. Built when the widget renders, so a refreshed token reaches
 * every link at once.
 */
export const withLinks = (
  products: readonly OwnedProduct[],
  downloadsHost: string,
  token: string,
): LinkedProduct[] =>
  products.map((product) => ({
    ...product,
    files: product.files.map((file) => ({
      ...file,
      href: downloadUrl(downloadsHost, file.id, token),
    })),
  }));
