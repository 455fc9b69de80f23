import { formatMoney } from '@domain/money';
import { priceSliderBounds } from '@domain/list-controls';

type Bounds = NonNullable<ReturnType<typeof priceSliderBounds>>;

export interface PriceSliders {
  /** The chosen bounds, null at either end (no bound). */
  read(): { minPrice: number | null; maxPrice: number | null };
  write(minPrice: number | null, maxPrice: number | null): void;
}

const slider = (host: HTMLElement, name: string) =>
  host.querySelector<HTMLInputElement>(`input[type="range"][name="${name}"]`);

/**
 * The editor's two range inputs (`min-price`, `max-price`) set to the list's prices: their
 * ends are the range widened to whole steps of the price filter interval, which is their
 * step. Each says its value as a price (`aria-valuetext` and the `<output>` named after it).
 * Without two prices to choose between, the price fieldset is disabled.
 */
export function priceSliders(
  host: HTMLElement,
  prices: readonly number[],
  currency: string,
  lang: string,
): PriceSliders {
  const low = slider(host, 'min-price');
  const high = slider(host, 'max-price');
  const bounds = priceSliderBounds(prices);
  if (!low || !high || !bounds) {
    const fieldset = (low ?? high)?.closest('fieldset');
    if (fieldset) fieldset.disabled = true;
    return { read: () => ({ minPrice: null, maxPrice: null }), write: () => undefined };
  }
  const say = (input: HTMLInputElement) => {
    const text = formatMoney(Number(input.value), currency, lang || undefined);
    input.setAttribute('aria-valuetext', text);
    const output = host.querySelector<HTMLOutputElement>(`output[name="${input.name}-value"]`);
    if (output) output.textContent = text;
  };
  for (const input of [low, high]) set(input, bounds);
  return {
    read() {
      const min = Number(low.value);
      const max = Number(high.value);
      return {
        minPrice: min > bounds.min ? min : null,
        maxPrice: max < bounds.max ? max : null,
      };
    },
    write(minPrice, maxPrice) {
      low.value = String(minPrice ?? bounds.min);
      high.value = String(maxPrice ?? bounds.max);
      say(low);
      say(high);
    },
  };
}

const set = (input: HTMLInputElement, { min, max, step }: Bounds) => {
  input.min = String(min);
  input.max = String(max);
  input.step = String(step);
};
