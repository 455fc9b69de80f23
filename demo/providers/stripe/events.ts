import type { StripeCardElementChangeEvent } from '@stripe/stripe-js';
import { IntegrationError } from './types';
import type { CardElementType } from './types';

/** The events of the official card Elements (the last two never fire in the stand-in). */
export type EventName =
  'change' | 'ready' | 'focus' | 'blur' | 'escape' | 'networkschange' | 'loaderror';
const EVENTS: ReadonlySet<string> = new Set<EventName>([
  'change',
  'ready',
  'focus',
  'blur',
  'escape',
  'networkschange',
  'loaderror',
]);

/** Every change event the four card Elements send, in one shape (some keys only for some). */
export interface ChangeEvent {
  readonly elementType: CardElementType;
  readonly empty: boolean;
  readonly complete: boolean;
  readonly brand?: StripeCardElementChangeEvent['brand'];
  readonly value?: { readonly postalCode: string };
  readonly error: undefined | { type: 'validation_error'; code: string; message: string };
}
export type Payload = ChangeEvent | { readonly elementType: CardElementType };
type Handler = (event: Payload) => unknown;
/**
 * A handler as callers pass it: the official types give each event and element its own
 * payload type, which one implementation can only take as `never`.
 */
type AnyHandler = (event: never) => unknown;

/** `on`, `once` and `off` of an Element, with the official signatures' shape. */
export abstract class ElementEvents {
  abstract readonly elementType: CardElementType;
  private readonly handlers = new Map<string, Set<Handler>>();

  on(eventType: EventName, handler: AnyHandler): this {
    if (!EVENTS.has(eventType)) {
      throw new IntegrationError(
        `Unsupported event type "${String(eventType)}" for ${this.elementType}.`,
      );
    }
    const set = this.handlers.get(eventType) ?? new Set();
    // The payload sent for an event is the one the official type names for it.
    set.add(handler as Handler);
    this.handlers.set(eventType, set);
    return this;
  }

  once(eventType: EventName, handler: AnyHandler): this {
    const wrapped: Handler = (event) => {
      this.off(eventType, wrapped);
      return (handler as Handler)(event);
    };
    return this.on(eventType, wrapped);
  }

  off(eventType: EventName, handler?: AnyHandler): this {
    if (handler) this.handlers.get(eventType)?.delete(handler as Handler);
    else this.handlers.delete(eventType);
    return this;
  }

  protected emit(eventType: EventName, event: Payload): void {
    for (const handler of [...(this.handlers.get(eventType) ?? [])]) handler(event);
  }

  protected removeAllHandlers(): void {
    this.handlers.clear();
  }
}
