import { useState } from 'react';
import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { validateTerms } from '@domain/validation';
import { FormAlert } from '@kit/react';
import { useFormState } from '@kit/react/form-state';
import { useFormSubmit } from '@kit/react/form-submit';
import { submitOrder } from '@stores/cart/checkout';
import { $cart } from '@stores/cart/state';
import type { CheckoutOptions } from '../options';
import { StepSkeleton } from '../StepSkeleton';
import { useCheckoutGuard } from '../useCheckoutGuard';
import { SubmitForm } from '../../../shared/SubmitForm';
import { TermsCheck } from '../../../shared/TermsCheck';
import { Review } from './Review';

const CHECKS = { terms: validateTerms };

/**
 * The review before the order (/checkout/confirmation): where it goes and how it is paid (the
 * lines are the order summary's, open beside it), the terms, and one submit. The cart is locked while the order is placed, so a second click places nothing;
 * a refusal (a changed price, a declined card) says what happened and how to go back.
 */
export function ConfirmationStep({ options }: { readonly options: CheckoutOptions }): ReactNode {
  const [placed, setPlaced] = useState(false);
  const allowed = useCheckoutGuard('confirmation', placed);
  const { cart, locked, error } = useStore($cart);
  const form = useFormState(() => ({ terms: false }), CHECKS, 'submit');
  const submit = useFormSubmit({
    check: form.attempt,
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
    <SubmitForm
      submit={submit}
      post={{ name: 'checkout' }}
      label="Place order"
      busyLabel="Placing your order…"
      className="mw-form mw-confirmation"
      busy={{ form: null }}
    >
      {/* The lines are the summary's (h2 too); this names what follows them in the outline. */}
      <h2 className="mw-visually-hidden">Delivery and payment</h2>
      <Review cart={cart} detailsUrl={options.detailsUrl} paymentUrl={options.paymentUrl} />
      {error && (
        <div className="mw-confirmation__problem">
          <FormAlert error={error} />
          <a href={options.paymentUrl}>Back to payment</a>
        </div>
      )}
      <TermsCheck
        termsUrl={options.termsUrl}
        name="terms"
        checked={form.fields.terms.value}
        error={form.shown('terms')}
        errorId="mw-terms-error"
        onChange={(checked) => form.set('terms', checked)}
      />
    </SubmitForm>
  );
}
