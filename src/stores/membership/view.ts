import { parseMembershipPlanId } from '@domain/subscription';
import type { ShownSubscription } from './state';

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

/** A store subscription as the widgets show it; anything that is no membership plan is left. */
export function toShownSubscription(raw: Record<string, unknown>): ShownSubscription | undefined {
  const choice = parseMembershipPlanId(text(raw.plan_id) ?? '');
  const id = text(raw.id);
  if (!choice || !id) return undefined;
  const card = raw.card as { brand?: unknown; last4?: unknown } | null | undefined;
  return {
    id,
    choice,
    status: raw.status === 'canceled' ? 'canceled' : 'active',
    price: typeof raw.price === 'number' ? raw.price : 0,
    currency: text(raw.currency) ?? 'USD',
    periodEnd: text(raw.date_period_end) ?? null,
    card:
      card && text(card.last4)
        ? { brand: text(card.brand) ?? 'Card', last4: String(card.last4) }
        : null,
  };
}

/** The subscription that still gives its plan: active, or cancelled but within its period. */
export function runningSubscription(
  list: readonly Record<string, unknown>[],
  now: number,
): ShownSubscription | null {
  for (const raw of list) {
    const shown = toShownSubscription(raw);
    if (!shown) continue;
    const end = shown.periodEnd ? Date.parse(shown.periodEnd) : Number.NaN;
    if (shown.status === 'active' || end > now) return shown;
  }
  return null;
}
