import { cardProblem, providerBrand } from './card-rules';
import type { CardProblem, ProviderBrand } from './card-rules';
import { CardElement } from './element';
import type { ElementGroup, ElementOptions } from './element';
import { IntegrationError } from './types';
import type { CardElementType, CardElementsApi } from './types';

const TYPES: readonly CardElementType[] = ['card', 'cardNumber', 'cardExpiry', 'cardCvc'];

/** The card as the backend's stand-in endpoint takes it. */
export interface CardDetails {
  readonly number: string;
  readonly exp_month: string;
  readonly exp_year: string;
  readonly cvc: string;
}

const UNMOUNTED =
  'We could not retrieve data from the specified Element. Please make sure the Element you are attempting to use is still mounted.';

/** An Elements group: the card Elements of one form, one of each type at most. */
export class CardElements implements CardElementsApi, ElementGroup {
  private readonly elements = new Map<CardElementType, CardElement>();

  constructor(private readonly clock: () => Date = () => new Date()) {}

  create(elementType: CardElementType, options?: ElementOptions): CardElement {
    if (!TYPES.includes(elementType)) {
      throw new IntegrationError(
        `A valid Element name must be provided. The stand-in renders ${TYPES.join(', ')}; you passed: ${String(elementType)}.`,
      );
    }
    if (this.elements.has(elementType)) {
      throw new IntegrationError(`Can only create one Element of type ${elementType}.`);
    }
    const element = new CardElement(elementType, this, options);
    this.elements.set(elementType, element);
    return element;
  }

  getElement(elementType: CardElementType): CardElement | null {
    return this.elements.get(elementType) ?? null;
  }

  brand(): ProviderBrand {
    const number = (this.elements.get('card') ?? this.elements.get('cardNumber'))?.fieldValue(
      'number',
    );
    return providerBrand(number ?? '');
  }

  remove(element: CardElement): void {
    if (this.elements.get(element.elementType) === element)
      this.elements.delete(element.elementType);
  }

  now(): Date {
    return this.clock();
  }

  /**
   * The card behind `element` (a `card`, or a `cardNumber` with this group's expiry and CVC),
   * or the first problem of its fields, which then show what is wrong. A missing or unmounted
   * part is the integration's mistake and throws, as the provider does.
   */
  cardDetails(element: CardElement): CardDetails | { readonly problem: CardProblem } {
    const parts =
      element.elementType === 'card'
        ? [element]
        : element.elementType === 'cardNumber'
          ? [element, this.getElement('cardExpiry'), this.getElement('cardCvc')]
          : [];
    if (parts.length === 0) {
      throw new IntegrationError(
        `Invalid value for createPaymentMethod: card should be a card or cardNumber Element, not ${element.elementType}.`,
      );
    }
    const mounted = parts.filter((part): part is CardElement => part?.mounted === true);
    if (mounted.length !== parts.length) throw new IntegrationError(UNMOUNTED);
    const found = mounted.map((part) => part.problem('submit')).find(Boolean);
    if (found) {
      for (const part of mounted) part.showProblems();
      return { problem: found };
    }
    const value = (kind: 'number' | 'expiry' | 'cvc') =>
      mounted.map((part) => part.fieldValue(kind)).find((v) => v !== undefined) ?? '';
    const expiry = value('expiry');
    const details = {
      number: value('number'),
      exp_month: expiry.slice(0, 2),
      exp_year: expiry.slice(2),
      cvc: value('cvc'),
    };
    // The store-side rules have the last word, whatever the fields thought.
    const problem = cardProblem(details, this.clock());
    return problem ? { problem } : details;
  }
}
