import { Suspense, lazy, useEffect } from 'react';
import type { ReactNode } from 'react';
import type { ContainerProps } from '@kit';
import { checkoutStepShown } from '@stores/cart/checkout-step';
import { stepForPath } from './options';
import type { CheckoutOptions } from './options';
import { StepSkeleton } from './StepSkeleton';
import { OrderSummary } from './layout/OrderSummary';
import { Progress } from './layout/Progress';

// One chunk per step: the cart page never downloads the payment step, and so on.
const CartStep = lazy(() => import('./cart/CartStep').then((m) => ({ default: m.CartStep })));
const DetailsStep = lazy(() =>
  import('./details/DetailsStep').then((m) => ({ default: m.DetailsStep })),
);
const PaymentStep = lazy(() =>
  import('./payment/PaymentStep').then((m) => ({ default: m.PaymentStep })),
);
const ConfirmationStep = lazy(() =>
  import('./confirmation/ConfirmationStep').then((m) => ({ default: m.ConfirmationStep })),
);

/**
 * The checkout, one step per page (SPEC point 2): the cart, the customer's details, payment and
 * the review before the order; the order page itself is the Order container's.
 */
export function Checkout({ options }: ContainerProps<CheckoutOptions>): ReactNode {
  const step = options.step === 'auto' ? stepForPath(window.location.pathname) : options.step;
  // The publisher's analytics hear which step the shopper reached (mw:checkout-step).
  useEffect(() => (step && step !== 'cart' ? checkoutStepShown(step) : undefined), [step]);
  if (!step) return null;
  if (step === 'cart') {
    return (
      <div className="mw-checkout">
        <Suspense fallback={<StepSkeleton />}>
          <CartStep options={options} />
        </Suspense>
      </div>
    );
  }
  // The steps after the cart: where the shopper is, the step's form, and the order beside it
  // (open on the review, where the lines are what the shopper checks).
  return (
    <div className="mw-checkout">
      <Progress step={step} options={options} />
      <div className="mw-checkout__layout">
        <OrderSummary open={step === 'confirmation'} />
        <div className="mw-checkout__main">
          <Suspense fallback={<StepSkeleton />}>
            {step === 'details' && <DetailsStep options={options} />}
            {step === 'payment' && <PaymentStep options={options} />}
            {step === 'confirmation' && <ConfirmationStep options={options} />}
          </Suspense>
        </div>
      </div>
    </div>
  );
}
