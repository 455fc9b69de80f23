import { describe, expect, it } from 'vitest';
import { createIntent } from '@api/vault';
import { AUTHORIZED_AMOUNT_MISMATCH, PAYMENT_NOT_AUTHORIZED } from '@domain';
import { walletOrder } from '@payments/paypal/order';
import { vaultFor } from '../../contract/storefront-support';
import { providerApi } from '../support/providers';
import { useBackend } from '../support/use-backend';
import { identityPlan, subscriber } from '../support/subscriber';

const MEMBER_MONTHLY = { product_id: 'prod-membership-member', plan_id: 'member-monthly' };

describe('storefront: a plan paid with PayPal', () => {
  const backend = useBackend();
  const paypal = providerApi<Record<string, unknown>>(
    backend,
    '/providers/paypal',
    'demo-paypal-client',
  );

  /** A PayPal order for `price` dollars as the plan checkout creates one, approved or not. */
  async function paypalOrder(price: number, { keepsAccount = true, approved = true } = {}) {
    const back = `${backend.base}/membership/subscribe`;
    const order = await createIntent<{ id: string }>(vaultFor(backend), {
      gateway: 'paypal',
      intent: walletOrder(
        {
          cartId: '',
          currency: 'USD',
          captureTotal: price,
          shippingRequired: false,
          hasSubscription: keepsAccount,
          billing: {},
          returnUrl: back,
          cancelUrl: back,
        },
        { ppcp: true },
      ),
    });
    if (approved)
      expect((await paypal('POST', `checkoutnow/${order.id}/approve`, {})).status).toBe(200);
    return {
      method: 'paypal',
      paypal: { order_id: order.id },
      intent: { paypal: { id: order.id } },
    };
  }

  it('takes an approved order that keeps the PayPal account, once; the invoice names PayPal', async () => {
    const email = 'paypal-subscriber@example.com';
    const { shop } = await subscriber(backend, email);
    const billing = await paypalOrder(5);
    const sub = await shop('POST', 'subscriptions', { ...MEMBER_MONTHLY, billing });
    expect(sub.status, JSON.stringify(sub.body)).toBe(200);
    expect(sub.body).toMatchObject({ plan_id: 'member-monthly', status: 'active', card: null });
    expect(await identityPlan(backend, email)).toMatchObject({ plan: 'member', type: 'monthly' });
    const invoices = (await shop('GET', 'account/orders')).body.results as {
      billing: Record<string, unknown>;
    }[];
    expect(invoices[0]?.billing).toMatchObject({ method: 'paypal', paypal: billing.paypal });

    // The same order cannot pay another member's plan.
    const other = await subscriber(backend, 'paypal-second@example.com');
    const again = await other.shop('POST', 'subscriptions', { ...MEMBER_MONTHLY, billing });
    expect(again).toMatchObject({ status: 402, body: { error: { code: 'payment_used' } } });
  });

  it('refuses an order not approved, of another price, or not keeping the account; no plan', async () => {
    const email = 'paypal-refused@example.com';
    const { shop } = await subscriber(backend, email);
    const refused = async (billing: object, message: string, code: string) => {
      const answer = await shop('POST', 'subscriptions', { ...MEMBER_MONTHLY, billing });
      expect(answer, JSON.stringify(answer.body)).toMatchObject({
        status: 402,
        body: { error: { message, code } },
      });
    };
    await refused(
      await paypalOrder(5, { approved: false }),
      PAYMENT_NOT_AUTHORIZED,
      'payment_not_authorized',
    );
    await refused(await paypalOrder(3), AUTHORIZED_AMOUNT_MISMATCH, 'amount_mismatch');
    await refused(
      await paypalOrder(5, { keepsAccount: false }),
      'A plan paid with PayPal needs the PayPal account kept for its renewals.',
      'vault_required',
    );
    expect(await identityPlan(backend, email)).toBeNull();
  });
});
