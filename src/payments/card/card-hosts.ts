import { CARD_FORM_FIELDS } from '@domain/card-form';
import type { CardFormField } from '@domain/card-form';

/**
 * The box of each card field inside the card's element (`#card-element`, our card form's
 * shape), where a provider mounts its own field; null unless all three are there.
 */
export function cardHosts(
  target: HTMLElement,
  id: string,
): Record<CardFormField, HTMLElement> | null {
  const host = target.querySelector<HTMLElement>(`#${id}`);
  const part = (field: CardFormField) =>
    host?.querySelector<HTMLElement>(`[data-card-field="${field}"]`) ?? null;
  const [number, expiry, cvc] = CARD_FORM_FIELDS.map(part);
  return number && expiry && cvc ? { number, expiry, cvc } : null;
}
