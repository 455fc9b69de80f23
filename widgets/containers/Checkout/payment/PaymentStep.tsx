import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { CARD_FORM_FIELDS, cardFieldProblem } from '@domain/card-form';
import type { CardFormField } from '@domain/card-form';
import { PAYMENT_ELEMENT_IDS } from '@domain/payments';
import type { BillingMethod } from '@domain/payments';
import type { FieldChange, PaymentNext } from '@stores/payment';
import { FormAlert, LiveRegion } from '@kit/react';
import { useFormSubmit } from '@kit/react/form-submit';
import { $cart } from '@stores/cart/state';
import {
  $ownCardFields,
  $payment,
  $paymentMethods,
  $providerCardFields,
  closeMethod,
  finishReturn,
  loadPaymentSettings,
  openMethod,
  payWithCardFields,
  payWithOpenMethod,
} from '@stores/payment';
import { money } from '../../../shared/money';
import type { CheckoutOptions } from '../options';
import { StepSkeleton } from '../StepSkeleton';
import { useCheckoutGuard } from '../useCheckoutGuard';
import { CardFields, ProviderCardFields, useCardForm } from '../../../shared/CardFields';
import { TryAgain } from '../../../shared/LoadFailed';
import { SubmitForm } from '../../../shared/SubmitForm';
import { PostFields, postTo } from '../../../shared/FormPost';
import { MethodTiles } from './MethodTiles';
import { METHOD_LABELS, firstChoice } from './methods';

const absolute = (path: string) => new URL(path, window.location.href).href;

/** Where the shopper goes once a payment is on the cart, or the provider's page it needs. */
const go = (next: PaymentNext, options: CheckoutOptions) =>
  window.location.assign('redirect' in next ? next.redirect : options.confirmationUrl);

/** Payment (/checkout/payment): the methods the store enables, each in its own panel. */
export function PaymentStep({ options }: { readonly options: CheckoutOptions }): ReactNode {
  const allowed = useCheckoutGuard('payment');
  const { status, error, next } = useStore($payment);
  const methods = useStore($paymentMethods);
  const [returning, setReturning] = useState(() => /[?&]gateway=/.test(window.location.search));
  useEffect(() => {
    void loadPaymentSettings();
    return closeMethod;
  }, []);
  useEffect(() => {
    if (!returning) return;
    void finishReturn(window.location.search, absolute(options.paymentUrl)).then((done) => {
      // The return is handled: a reload, or the way back from the review, must not handle
      // it twice (the provider's parameters are gone from the address either way).
      window.history.replaceState(null, '', window.location.pathname);
      if (done) return go(done, options);
      setReturning(false);
    });
  }, [returning, options]);
  // A provider's own button finished (a wallet approved): on to the review, or its page.
  useEffect(() => {
    if (next) go(next, options);
  }, [next, options]);

  if (!allowed || returning || status === 'idle' || status === 'loading') return <StepSkeleton />;
  if (status === 'error') {
    return (
      <div className="mw-form">
        <TryAgain message={error} onRetry={() => void loadPaymentSettings()} />
      </div>
    );
  }
  return <Methods methods={methods} options={options} />;
}

function Methods({
  methods,
  options,
}: {
  readonly methods: readonly BillingMethod[];
  readonly options: CheckoutOptions;
}): ReactNode {
  const [chosen, setChosen] = useState<BillingMethod | null>(() => firstChoice(methods));
  const { cart } = useStore($cart);
  const { notice } = useStore($payment);
  const own = useStore($ownCardFields);
  const providerFields = useStore($providerCardFields);
  // The card on a hosted page (its gateway's own module, not the card provider's fields).
  const hosted = !own && !providerFields;
  if (methods.length === 0) {
    return <p className="mw-form__error">No payment method is available right now.</p>;
  }
  return (
    <div className="mw-payment">
      {cart && (
        <p className="mw-payment__total">
          Total to pay: <strong>{money(cart.total, cart.currency)}</strong>
        </p>
      )}
      {/* How the last visit to a provider's page ended, whichever method is chosen now. */}
      <FormAlert error={notice} />
      <MethodTiles methods={methods} chosen={chosen} onChoose={setChosen} />
      {chosen === 'card' && !hosted && <CardPanel options={options} />}
      {chosen && (chosen !== 'card' || hosted) && (
        <MethodPanel key={chosen} method={chosen} options={options} />
      )}
    </div>
  );
}

/**
 * A method other than the card's fields: the provider's own button in its element (a
 * wallet), or the step's button that takes the shopper to the provider's page (a bank, a
 * voucher, a hosted card page).
 */
function MethodPanel({
  method,
  options,
}: {
  readonly method: BillingMethod;
  readonly options: CheckoutOptions;
}): ReactNode {
  const { mount, pays, paying, error } = useStore($payment);
  const { locked } = useStore($cart);
  const panel = useRef<HTMLFormElement>(null);
  const returnUrl = absolute(options.paymentUrl);
  useEffect(() => {
    if (panel.current) void openMethod(method, panel.current, returnUrl);
  }, [method, returnUrl]);
  const submission = useFormSubmit({
    check: () => ({}),
    send: async () => go(await payWithOpenMethod({}, returnUrl), options),
    storeBusy: paying || locked,
  });
  const element = (PAYMENT_ELEMENT_IDS as Partial<Record<BillingMethod, string>>)[method];
  const busy = submission.busy || mount === 'loading';
  return (
    <form
      ref={panel}
      {...postTo({ name: 'payment' })}
      className="mw-form mw-payment__panel"
      onSubmit={submission.onSubmit}
      aria-busy={mount === 'loading'}
      noValidate
    >
      <FormAlert error={error} />
      {element && <div id={element} className="mw-payment__button" />}
      {mount === 'loading' && (
        <p className="mw-field__hint" role="status">
          Loading {METHOD_LABELS[method]}…
        </p>
      )}
      <LiveRegion message={paying ? `Starting ${METHOD_LABELS[method]}…` : ''} />
      {pays === 'submit' && (
        <button type="submit" className="mw-button" aria-disabled={busy}>
          {paying ? `Starting ${METHOD_LABELS[method]}…` : `Continue with ${METHOD_LABELS[method]}`}
        </button>
      )}
      <PostFields post={{ name: 'payment' }} />
    </form>
  );
}

/**
 * What the provider's fields show beside each: what a field says of itself as it is typed,
 * or what the last submit found, until that field is complete.
 */
const shownProblems = (
  found: Partial<Record<CardFormField, string>>,
  field: FieldChange | null,
): Partial<Record<CardFormField, string>> =>
  Object.fromEntries(
    CARD_FORM_FIELDS.map((name) => {
      const part = field?.parts?.[name];
      return [name, part?.error ?? (part?.complete ? undefined : found[name])];
    }),
  );

function CardPanel({ options }: { readonly options: CheckoutOptions }): ReactNode {
  const { settings, mount, field, paying, error } = useStore($payment);
  const { cart, locked } = useStore($cart);
  const panel = useRef<HTMLFormElement>(null);
  const form = useCardForm();
  const provider = useStore($providerCardFields);
  const returnUrl = absolute(options.paymentUrl);
  useEffect(() => {
    if (provider && panel.current) void openMethod('card', panel.current, returnUrl);
  }, [provider, returnUrl]);
  const billing = cart?.metadata.details?.billingAddress ?? cart?.metadata.details?.shippingAddress;

  const submission = useFormSubmit<CardFormField>({
    check: () =>
      provider
        ? Object.fromEntries(
            CARD_FORM_FIELDS.map((name) => [name, cardFieldProblem(name, field?.parts?.[name])]),
          )
        : form.attempt(),
    send: async () => {
      const next = provider
        ? await payWithOpenMethod(
            {
              name: [billing?.firstname, billing?.lastname].filter(Boolean).join(' '),
              ...(cart?.metadata.details?.email ? { email: cart.metadata.details.email } : {}),
              ...(billing ? { address: billing } : {}),
            },
            returnUrl,
          )
        : await payWithCardFields(form.values(), returnUrl, String(settings?.card?.gateway ?? ''));
      go(next, options);
    },
    storeBusy: paying || locked,
  });
  const busy = submission.busy || mount === 'loading';
  return (
    <SubmitForm
      submit={submission}
      post={{ name: 'payment' }}
      label="Continue to review"
      busyLabel="Checking your card…"
      className="mw-form mw-payment__panel"
      busy={{ form: null, words: paying, button: busy }}
      formRef={panel}
    >
      <FormAlert error={error} />
      {provider ? (
        <>
          {/* The browser's wallet (the card provider's payment request), where it has one. */}
          <div id={PAYMENT_ELEMENT_IDS.paymentRequest} className="mw-payment__express" />
          <ProviderCardFields
            id={PAYMENT_ELEMENT_IDS.card}
            loading={mount === 'loading'}
            problems={shownProblems(submission.problems, field)}
          />
          {mount === 'loading' && <p className="mw-field__hint">Loading the secure card fields…</p>}
        </>
      ) : (
        <CardFields form={form} />
      )}
      <LiveRegion message={paying ? 'Checking your card…' : ''} />
    </SubmitForm>
  );
}
