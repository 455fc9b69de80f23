/** Store-side shapes (SPEC point 3), as the Storefront API sends them (major units). */
export interface ItemOption {
  readonly id: string;
  /** The option's name, as the store resolved the shopper's choice. */
  readonly name?: string;
  readonly value: string;
}

export interface CartItem {
  readonly id: string;
  readonly product_id: string;
  readonly variant_id?: string;
  readonly quantity: number;
  readonly options?: ItemOption[];
  readonly price: number;
  readonly price_total: number;
  readonly discount_each?: number;
  readonly discount_total?: number;
  readonly product?: {
    readonly name: string;
    readonly sku?: string;
    readonly slug?: string;
    /** The reference backend's type; a store names it in `content.productType` (SPEC point 3). */
    readonly type?: string;
    readonly content?: { readonly productType?: string } | null;
    /** The product's images; the reference backend sends the first (`[{ file: { url } }]`). */
    readonly images?: readonly unknown[];
    /** The product that comes with this one (a print book's companion eBook, SPEC point 7). */
    readonly cross_sell_product_id?: string | null;
  };
  readonly metadata?: Record<string, unknown>;
}

export interface Address {
  readonly name?: string;
  readonly first_name?: string;
  readonly last_name?: string;
  readonly company?: string;
  readonly address1?: string;
  readonly address2?: string;
  readonly city?: string;
  readonly state?: string;
  readonly zip?: string;
  readonly country?: string;
  readonly phone?: string;
}

export interface ShippingService {
  readonly id: string;
  readonly name: string;
  readonly description?: string;
  readonly price: number;
}

export interface CardDetails {
  readonly token?: string;
  readonly last4?: string;
  readonly exp_month?: number;
  readonly exp_year?: number;
  readonly brand?: string;
  readonly address_check?: string;
  readonly cvc_check?: string;
  readonly zip_check?: string;
  readonly gateway?: string;
}

export interface Billing extends Address {
  readonly method?: string;
  readonly card?: CardDetails;
  readonly intent?: Record<
    string,
    { readonly id?: string; readonly auth_amount?: number } | undefined
  >;
  readonly paypal?: { readonly order_id?: string };
  readonly amazon?: { readonly checkout_session_id?: string };
}

export interface Discount {
  readonly id: string;
  readonly type: string;
  readonly amount: number;
}

export interface StoreCart {
  readonly id?: string;
  readonly items: CartItem[];
  readonly currency?: string;
  readonly sub_total?: number;
  readonly discount_total?: number;
  readonly shipment_total?: number;
  readonly tax_total?: number;
  readonly grand_total?: number;
  readonly capture_total?: number;
  readonly auth_total?: number;
  readonly tax_included_total?: number;
  readonly coupon_code?: string | null;
  readonly discounts?: Discount[];
  readonly promotions?: { readonly results: { readonly id: string; readonly name?: string }[] };
  readonly account?: { readonly id?: string; readonly email?: string; readonly guest?: boolean };
  readonly account_id?: string;
  readonly guest?: boolean;
  readonly billing?: Billing;
  readonly shipping?: Address & { readonly service?: string; readonly service_name?: string };
  readonly shipment_rating?: { readonly services: ShippingService[] } | null;
  readonly metadata?: Record<string, unknown>;
  readonly settings?: Record<string, unknown>;
}

export interface StoreOrder extends StoreCart {
  readonly id: string;
  readonly number: string;
  readonly status?: string;
  readonly date_created?: string;
}
