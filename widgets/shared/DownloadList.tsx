import type { ReactNode } from 'react';

/** A product's files as a download list shows them: its name and a link per format. */
export interface ListedDownload {
  /** Stands for the product where it has no id of its own (an order's downloads). */
  readonly product: string;
  readonly productId?: string;
  readonly files: readonly { readonly id: string; readonly label: string; readonly href: string }[];
}

/**
 * Each product and a link per format. Every link names its product to a screen reader,
 * since "Download PDF" alone says nothing in a list of links. The widget's block names the
 * parts; the kit's download links give them their look.
 */
export function DownloadList({
  products,
  block,
  productAs: Product,
}: {
  readonly products: readonly ListedDownload[];
  readonly block: 'mw-order' | 'mw-downloads';
  /** A heading where the products are the page's subject, else a line of text. */
  readonly productAs: 'h2' | 'span';
}): ReactNode {
  return (
    <ul className={`${block}__products mw-download-list`}>
      {products.map((product) => (
        <li key={product.productId ?? product.product}>
          <Product className={`${block}__product`}>{product.product}</Product>
          <ul className={`${block}__files mw-download-links`}>
            {product.files.map((file) => (
              <li key={file.id}>
                <a className={`${block}__file mw-download-link`} href={file.href}>
                  Download {file.label}{' '}
                  <span className="mw-visually-hidden">of {product.product}</span>
                </a>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
