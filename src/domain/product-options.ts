import { fromCents, toCents } from './money';

// A product's options (SPEC point 3: values with id, name, price and a variant flag) and its
// variants (the option values that make each one). A shopper's choice names options and values
// as the page shows them; the store resolves it to the line's options and variant.

export interface OptionValue {
  readonly id: string;
  readonly name: string;
  /** Added to the product's price, in the product's currency. */
  readonly price?: number;
}

export interface ProductOption {
  readonly id: string;
  readonly name: string;
  /** Its values make the product's variants (a ticket's tier, an ebook's format). */
  readonly variant?: boolean;
  readonly values: readonly OptionValue[];
}

export interface ProductVariant {
  readonly id: string;
  readonly name?: string;
  readonly option_value_ids: readonly string[];
  readonly stock_status?: string;
}

/** Option name (or id) to value name (or id), as a page or a cart request names them. */
export type OptionChoice = Readonly<Record<string, string>>;

/** A line's option as the store keeps it. */
export interface ChosenOption {
  readonly id: string;
  readonly name: string;
  readonly value: string;
  readonly value_id: string;
  readonly price: number;
  readonly variant: boolean;
}

export type ResolvedChoice =
  | {
      readonly ok: true;
      readonly options: readonly ChosenOption[];
      readonly variantId?: string;
      /** What the chosen values add to the price. */
      readonly extra: number;
    }
  | { readonly ok: false; readonly problem: string };

/** `Ticket: Conference + workshop; Size: M` -> `{ Ticket: 'Conference + workshop', Size: 'M' }`. */
export function parseOptionChoice(text: string): OptionChoice {
  const choice: Record<string, string> = {};
  for (const pair of text.split(';')) {
    const colon = pair.indexOf(':');
    if (colon < 0) continue;
    const name = pair.slice(0, colon).trim();
    const value = pair.slice(colon + 1).trim();
    if (name && value) choice[name] = value;
  }
  return choice;
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * A choice resolved against a product's options: each option takes the value chosen for it
 * (by name or id) or, unchosen, its first value, as a select would. A choice naming an option
 * or value the product does not have is refused, and says which.
 */
export function resolveChoice(
  product: {
    readonly name: string;
    readonly options?: readonly ProductOption[];
    readonly variants?: readonly ProductVariant[];
  },
  choice: OptionChoice,
): ResolvedChoice {
  const options = product.options ?? [];
  for (const key of Object.keys(choice)) {
    if (!options.some((option) => same(option.id, key) || same(option.name, key))) {
      return { ok: false, problem: `${product.name} has no option "${key}"` };
    }
  }
  const chosen: ChosenOption[] = [];
  for (const option of options) {
    const wanted = Object.entries(choice).find(
      ([key]) => same(option.id, key) || same(option.name, key),
    )?.[1];
    const value =
      wanted === undefined
        ? option.values[0]
        : option.values.find((v) => same(v.id, wanted) || same(v.name, wanted));
    if (!value) {
      return { ok: false, problem: `${option.name} has no choice "${wanted ?? ''}"` };
    }
    chosen.push({
      id: option.id,
      name: option.name,
      value: value.name,
      value_id: value.id,
      price: value.price ?? 0,
      variant: option.variant === true,
    });
  }
  const variantValues = chosen.filter((o) => o.variant).map((o) => o.value_id);
  const variant =
    variantValues.length > 0
      ? product.variants?.find(
          (v) =>
            v.option_value_ids.length === variantValues.length &&
            variantValues.every((id) => v.option_value_ids.includes(id)),
        )
      : undefined;
  const extra = fromCents(chosen.reduce((sum, o) => sum + toCents(o.price), 0));
  return { ok: true, options: chosen, ...(variant && { variantId: variant.id }), extra };
}

/**
 * The choice that makes a variant (option id to value id), for a request naming the variant
 * itself; undefined when the product has no such variant.
 */
export function variantChoice(
  product: {
    readonly options?: readonly ProductOption[];
    readonly variants?: readonly ProductVariant[];
  },
  variantId: string,
): OptionChoice | undefined {
  const variant = product.variants?.find((v) => v.id === variantId);
  if (!variant) return undefined;
  const choice: Record<string, string> = {};
  for (const option of product.options ?? []) {
    const value = option.values.find((v) => variant.option_value_ids.includes(v.id));
    if (value) choice[option.id] = value.id;
  }
  return choice;
}
