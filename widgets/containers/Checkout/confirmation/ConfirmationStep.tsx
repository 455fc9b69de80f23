import { useState } from 'react';
import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { validateTerms } from '../../../../src/domain/validation';
import { FormAlert, useSubmission } from '../../../../src/kit/react';
import { submitOrder } from '../../../../src/stores/cart/checkout';
import { $cart } from '../../../../src/stores/cart/state';
import type { CheckoutOptions } from '../options';
import { StepSkeleton } from '../StepSkeleton';
import { Summary } from '../summary/Summary';
import { useCheckoutGuard } from '../useCheckoutGuard';
import { Review } from './Review';

/**
 * The review before the order (/checkout/confirmation): everything once more, the terms, and
 * one submit. The cart is locked while the order is placed, so a second click places nothing;
 * a refusal (a changed price, a declined card) says what happened and how to go back.
 */
export function ConfirmationStep({ options }: { readonly options: CheckoutOptions }): ReactNode {
  const [placed, setPlaced] = useState(false);
  const allowed = useCheckoutGuard('confirmation', placed);
  const { cart, locked, error } = useStore($cart);
  const [accepted, setAccepted] = useState(false);
  const submission = useSubmission<{ terms: string }>({
    check: () => ({ terms: validateTerms(accepted) }),
    send: async () => {
      const order = await submitOrder();
      setPlaced(true);
      // One order page for every order, named in its query: a static host needs no rewrite.
      const next = new URL(options.orderUrl, window.location.href);
      next.searchParams.set('order', order.id);
      window.location.assign(next.href);
    },
    storeBusy: locked,
  });
  if (placed) return <p role="status">Your order is placed. Taking you to it…</p>;
  if (!allowed || !cart) return <StepSkeleton />;
  return (
    <form className="mw-form mw-confirmation" onSubmit={submission.onSubmit} noValidate>
      <h2 className="mw-confirmation__title">Your order</h2>
      <Summary cart={cart} />
      <Review cart={cart} detailsUrl={options.detailsUrl} paymentUrl={options.paymentUrl} />
      {error && (
        <div className="mw-confirmation__problem">
          <FormAlert error={error} />
          <a href={options.paymentUrl}>Back to payment</a>
        </div>
      )}
      <div className="mw-field">
        <label className="mw-check">
          <input
            type="checkbox"
            name="terms"
            checked={accepted}
            aria-invalid={submission.problems.terms ? true : undefined}
            aria-describedby={submission.problems.terms ? 'mw-terms-error' : undefined}
            onChange={(e) => {
              setAccepted(e.target.checked);
              submission.clear('terms');
            }}
          />{' '}
          I accept the <a href={options.termsUrl}>terms of service</a>
        </label>
        {submission.problems.terms && (
          <p id="mw-terms-error" className="mw-field__error">
            {submission.problems.terms}
          </p>
        )}
      </div>
      <button type="submit" className="mw-button" aria-disabled={submission.busy}>
        {submission.busy ? 'Placing your order…' : 'Place order'}
      </button>
    </form>
  );
}
