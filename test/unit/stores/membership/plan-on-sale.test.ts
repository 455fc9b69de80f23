import { beforeEach, describe, expect, it } from 'vitest';
import type { StoreProduct } from '@api/storefront/catalog';
import { purchaseOptionNotFound, subscriptionPlanNotFound } from '@domain';
import { $membership, subscribe } from '@stores/membership';
import { resetStores } from '@stores/seam';
import { connectStores } from '../../../support/connected';

type Edit = (product: StoreProduct) => StoreProduct;

/** The reference backend, with the smashing plan's product edited as a store might have it. */
function storeSelling(edit: Edit): string[] {
  const sent: string[] = [];
  connectStores(async (input, init) => {
    const url = String(input);
    sent.push(`${init?.method ?? 'GET'} ${new URL(url).pathname}`);
    const res = await fetch(input, init);
    if (!url.includes('/api/products/prod-membership-smashing')) return res;
    return Response.json(edit((await res.json()) as StoreProduct));
  });
  return sent;
}

const STUDENT = { plan: 'smashing', interval: 'yearly', student: true } as const;

describe('buying a plan the store does not sell (SPEC point 5)', () => {
  beforeEach(() => {
    resetStores();
  });

  it('a plan gone from the product is refused in the spec’s words, before any charge', async () => {
    const sent = storeSelling((product) => {
      const subscription = product.purchase_options?.subscription;
      const plans = subscription?.plans?.filter((plan) => plan.id !== 'smashing-student');
      return { ...product, purchase_options: { subscription: { ...subscription, plans } } };
    });
    await expect(subscribe(STUDENT, undefined)).rejects.toThrow(
      subscriptionPlanNotFound('smashing-student'),
    );
    expect($membership.get().error).toBe(subscriptionPlanNotFound('smashing-student'));
    expect(sent).not.toContain('POST /api/subscriptions');
  });

  it('a product no longer sold by subscription is refused too', async () => {
    const sent = storeSelling((product) => ({
      ...product,
      purchase_options: {
        subscription: { ...product.purchase_options?.subscription, active: false },
      },
    }));
    await expect(subscribe(STUDENT, undefined)).rejects.toThrow(
      purchaseOptionNotFound('subscription'),
    );
    expect(sent).not.toContain('POST /api/subscriptions');
  });

  it('a plan on sale goes to the store', async () => {
    const sent = storeSelling((product) => product);
    // Nobody is signed in to the store here: the store itself refuses, after the check.
    await expect(subscribe(STUDENT, undefined)).rejects.toThrow();
    expect(sent).toContain('POST /api/subscriptions');
  });
});
