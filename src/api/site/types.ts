import type { Commitment } from '@domain/validation';

/*
 * The main site API's answers as they come over the wire (docs/contracts.md "Main site API").
 */

/** A file a product offers, as the catalogue lists it (no link: links reach buyers only). */
export interface SiteDownloadFormat {
  readonly id: string;
  readonly name: string;
  readonly format: string;
}

export interface SiteOrderItem {
  readonly id: string | null;
  readonly productId: string | null;
  readonly sku: string | null;
  readonly type: string | null;
  /** The product's first image; absent from older answers. */
  readonly image?: string | null;
  readonly title: string;
  readonly quantity: number;
  readonly price: number;
  readonly priceTotal: number;
  readonly discountTotal: number;
  /** The line's text metadata (a job post's fields); absent from older answers. */
  readonly metadata?: Readonly<Record<string, string>>;
  /** The options the shopper chose (a ticket's tier); absent from older answers. */
  readonly options?: readonly { readonly name: string; readonly value: string }[];
  /** The product that came along with this line's (a print book's eBook); absent from older answers. */
  readonly crossSellProductId?: string | null;
}

export interface SiteOrder {
  readonly id: string;
  readonly number: string;
  readonly email: string;
  readonly status: string;
  readonly paid: boolean;
  readonly currency: string;
  readonly items: readonly SiteOrderItem[];
  readonly subTotal: number;
  readonly discountTotal: number;
  readonly shipmentTotal: number;
  readonly taxTotal: number;
  readonly grandTotal: number;
  readonly couponCode: string | null;
  readonly discounts: readonly unknown[];
  readonly details: Readonly<Record<string, unknown>>;
  readonly shipping: Readonly<Record<string, unknown>>;
  readonly billing: {
    readonly method: string | null;
    readonly card?: {
      readonly brand: string | null;
      readonly last4: string | null;
      readonly exp_month: number | null;
      readonly exp_year: number | null;
    };
  };
  /** ISO 8601. */
  readonly createdAt: string;
}

/**
 * An order as a site API may send it: its lines under `items` or under `line_items` (SPEC
 * point 3 allows both); the readers in orders.ts and me.ts hand on a SiteOrder with `items`.
 */
export type SiteOrderAnswer = Omit<SiteOrder, 'items'> &
  (
    | { readonly items: readonly SiteOrderItem[] }
    | { readonly items?: undefined; readonly line_items: readonly SiteOrderItem[] }
  );

/** A file an order entitles its buyer to, with its download link. */
export interface SiteDownload extends SiteDownloadFormat {
  readonly orderId: string;
  readonly productId: string;
  readonly productName: string;
  readonly sku: string;
  readonly url: string;
}

export interface SiteOrderDownloads {
  readonly orderId: string;
  readonly paid: boolean;
  readonly count: number;
  readonly results: readonly SiteDownload[];
}

/** `GET /me/downloads`: the member's files across all their paid orders. */
export interface SiteMyDownloads {
  readonly count: number;
  readonly results: readonly SiteDownload[];
}

export interface SiteOrdersPage {
  readonly count: number;
  readonly page: number;
  readonly pages: number;
  readonly results: readonly SiteOrder[];
}

/** A single-use login for the member's store account (POST /account/login, password_token). */
export interface StoreLogin {
  readonly email: string;
  readonly passwordToken: string;
}

export interface SiteAccount {
  readonly id: string;
  readonly email: string;
  readonly hasPassword: boolean;
  readonly createdAt: string;
  readonly updatedAt: string;
  /** Present when the site can log the store in for the member (the reference backend can). */
  readonly storeLogin?: StoreLogin;
}

export interface MarketListing {
  readonly id: string;
  readonly commitment: Commitment;
  readonly sku: string;
  readonly jobType: string;
  readonly company: string;
  readonly logo: string;
  readonly title: string;
  readonly description: string;
  readonly location: string;
  readonly remote: boolean;
  readonly salary: string | null;
  readonly applicationUrl: string;
  readonly featured: boolean;
  readonly publishedAt: string;
  readonly expiresAt: string;
}

export interface Market {
  readonly count: number;
  readonly results: readonly MarketListing[];
  /** Readers with a paid plan. */
  readonly members: number;
  /** Counts per filter value over all live listings. */
  readonly facets: {
    readonly commitment: Readonly<Record<string, number>>;
    readonly jobType: Readonly<Record<string, number>>;
    readonly remote: Readonly<Record<string, number>>;
  };
}

export interface Panel {
  readonly id: string;
  readonly kind: string;
  readonly eyebrow: string;
  readonly title: string;
  readonly description: string;
  readonly image: { readonly src: string; readonly alt: string } | null;
  readonly url: string;
  readonly cta: string;
}
