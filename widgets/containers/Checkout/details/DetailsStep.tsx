import { lazy, useEffect, useId } from 'react';
import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { SHIPPING_SERVICE_MISSING } from '@domain/messages';
import { FormAlert } from '@kit/react';
import { ensureCart } from '@stores/cart/actions';
import { getShippingRates, setCustomer, setShippingService } from '@stores/cart/checkout';
import { needsShipping } from '@stores/cart/readiness';
import { $cart } from '@stores/cart/state';
import type { CartView } from '@stores/cart/view';
import { $user } from '@stores/user/state';
import { EmailField } from '../../../shared/EmailField';
import { EmptyCart } from '../EmptyCart';
import type { CheckoutOptions } from '../options';
import { StepSkeleton } from '../StepSkeleton';
import { AddressFields } from './AddressFields';
import { Attendees } from './Attendees';
import {
  ADDRESS_CHECKS,
  DETAILS_CHECKS,
  addressValues,
  attendeeSlots,
  savedCustomer,
  toCustomer,
} from './details-form';
import type { DetailsValues } from './details-form';
import { ShippingServices } from './ShippingServices';
import { useFormState, useFormSubmit } from '@kit/react/form-state';
import { SubmitForm } from '../../../shared/SubmitForm';

// Only the events checkout shows its lines here: the shop's details step never fetches them.
const loadSummary = () => import('../summary/Summary');
const Summary = lazy(() => loadSummary().then((m) => ({ default: m.Summary })));

/** The customer's details (/checkout, or /events/checkout with attendees). */
export function DetailsStep({ options }: { readonly options: CheckoutOptions }): ReactNode {
  const { cart, loaded, error } = useStore($cart);
  const event = options.kind === 'event';
  useEffect(() => {
    void ensureCart().catch(() => undefined);
    // The tickets' lines come with the cart, not after it (see DetailsForm).
    if (event) void loadSummary().catch(() => undefined);
  }, [event]);
  if (!loaded) return error ? <FormAlert error={error} /> : <StepSkeleton />;
  if (!cart || cart.items.length === 0) return <EmptyCart shopUrl={options.shopUrl} />;
  return <DetailsForm cart={cart} options={options} />;
}

const serviceOf = (cart: CartView | null) => cart?.shipping.service ?? '';

function DetailsForm({
  cart,
  options,
}: {
  readonly cart: CartView;
  readonly options: CheckoutOptions;
}): ReactNode {
  const { locked, error } = useStore($cart);
  const user = useStore($user);
  const saved = cart.metadata.details;
  const event = options.kind === 'event';
  const physical = needsShipping(cart);
  const memberAddress = user?.user_metadata?.shippingAddress as Record<string, unknown> | undefined;
  const details = useFormState<DetailsValues>(
    () => ({
      email: saved?.email ?? user?.email ?? '',
      sameAddress: saved?.sameAddress ?? true,
      attendees: event ? attendeeSlots(cart, saved?.attendees) : [],
    }),
    DETAILS_CHECKS,
  );
  const shipping = useFormState(
    () => addressValues(saved?.shippingAddress ?? memberAddress),
    ADDRESS_CHECKS,
  );
  const billing = useFormState(() => addressValues(saved?.billingAddress), ADDRESS_CHECKS);
  const same = details.fields.sameAddress.value;
  // One name per ticket: a quantity changed above the form adds or drops a name field.
  const tickets = event ? attendeeSlots(cart).length : 0;
  useEffect(() => {
    if (!event) return;
    const names = details.fields.attendees.value;
    if (names.length !== tickets) details.set('attendees', attendeeSlots(cart, names));
    // The cart is read for its tickets, which `tickets` stands for.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [event, tickets]);
  const ticketsTitle = useId();
  const rated = physical && (cart.shipmentRating?.length ?? 0) > 0;

  const submit = useFormSubmit<string>({
    check: () => {
      const problems: Record<string, string | undefined> = {
        ...details.attempt(),
        ...prefixed('shipping', shipping.attempt()),
        ...(same ? {} : prefixed('billing', billing.attempt())),
      };
      const fresh = JSON.stringify(
        toCustomer(details.values(), shipping.values(), billing.values()),
      );
      // Services are rated for the saved address; a changed address is saved (and rated) first.
      if (rated && !serviceOf($cart.get().cart) && fresh === savedCustomer(cart)) {
        problems.service = SHIPPING_SERVICE_MISSING;
      }
      return problems;
    },
    send: async () => {
      const customer = toCustomer(details.values(), shipping.values(), billing.values());
      if (JSON.stringify(customer) !== savedCustomer($cart.get().cart)) {
        await setCustomer(customer);
        if (physical) await getShippingRates();
      }
    },
    then: () => {
      const now = $cart.get().cart;
      if (physical && (now?.shipmentRating?.length ?? 0) > 0 && !serviceOf(now)) {
        document.querySelector<HTMLElement>('.mw-services input')?.focus();
        return;
      }
      window.location.assign(options.paymentUrl);
    },
    storeBusy: locked,
  });

  const useSaved = () => shipping.patch(addressValues(memberAddress));
  const form = (
    <SubmitForm
      submit={submit}
      label={physical && !rated ? 'Continue to shipping' : 'Continue to payment'}
      busyLabel="Saving…"
      className="mw-form mw-checkout__details"
      busy={{ form: null }}
    >
      <FormAlert error={error} />
      <EmailField
        value={details.fields.email.value}
        error={details.shown('email')}
        hint="Your receipt and any ebooks go here."
        onChange={(e) => details.set('email', e.target.value)}
      />
      {event && <Attendees form={details} />}
      {memberAddress && (
        <button type="button" className="mw-button mw-button--secondary" onClick={useSaved}>
          Use my saved address
        </button>
      )}
      <AddressFields
        legend={physical ? 'Shipping address' : 'Billing address'}
        form={shipping}
        section={physical ? 'shipping' : 'billing'}
      />
      {physical && (
        <label className="mw-check">
          <input
            type="checkbox"
            checked={same}
            onChange={(e) => details.set('sameAddress', e.target.checked)}
          />{' '}
          Bill to the same address
        </label>
      )}
      {physical && !same && (
        <AddressFields legend="Billing address" form={billing} section="billing" />
      )}
      {physical && (
        <ShippingServices
          cart={cart}
          busy={locked}
          error={submit.problems.service}
          onChoose={(id) => {
            submit.clear('service');
            void setShippingService(id).catch(() => undefined);
          }}
        />
      )}
    </SubmitForm>
  );
  if (!event) return form;
  // Tickets are bought here, not on a cart page: the shopper sees and sets how many. Their
  // lines have no fallback of their own: until their code is in, the step's skeleton stays
  // (Checkout's), and the lines and the form come together; a one-line placeholder here
  // pushed the form down by the lines' height once they came.
  return (
    <>
      <section className="mw-checkout__tickets" aria-labelledby={ticketsTitle}>
        <h2 id={ticketsTitle} className="mw-checkout__heading">
          Your tickets
        </h2>
        <Summary cart={cart} editable />
      </section>
      {form}
    </>
  );
}

const prefixed = (prefix: string, problems: Readonly<Record<string, string | undefined>>) =>
  Object.fromEntries(Object.entries(problems).map(([key, value]) => [`${prefix}.${key}`, value]));
