import { beforeEach, describe, expect, it } from 'vitest';
import { PAYMENT_CANCELLED } from '@domain';
import { $payment, finishReturn } from '@stores/payment';
import { resetStores } from '@stores/seam';
import { connectStores } from '../../../support/connected';

const PAGE = 'https://shop.test/checkout/payment';

describe('a shopper back from PayPal’s own page (SPEC point 4)', () => {
  beforeEach(() => {
    resetStores();
    connectStores();
  });

  it('a cancel there says the payment was cancelled', async () => {
    expect(await finishReturn('?gateway=paypal&redirect_status=canceled', PAGE)).toBeUndefined();
    expect($payment.get().notice).toBe(PAYMENT_CANCELLED);
  });

  it('an approval goes on to the review', async () => {
    expect(await finishReturn('?gateway=paypal&redirect_status=succeeded', PAGE)).toEqual({
      done: true,
    });
    expect($payment.get().notice).toBeNull();
  });
});
