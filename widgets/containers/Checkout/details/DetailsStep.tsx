import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { SHIPPING_SERVICE_MISSING } from '@domain/messages';
import { FormAlert, LiveRegion } from '@kit/react';
import { ensureCart } from '@stores/cart/actions';
import { getShippingRates, saveDetails, setShippingService } from '@stores/cart/checkout';
import { $currencyNotice, chooseDestination } from '@stores/cart/destination';
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
import { Tickets } from './Tickets';
import { usePaired } from '../summary/usePaired';
import { useFormState } from '@kit/react/form-state';
import { useFormSubmit } from '@kit/react/form-submit';
import { SubmitForm } from '../../../shared/SubmitForm';

/** The customer's details (/checkout, or /events/checkout with attendees). */
export function DetailsStep({ options }: { readonly options: CheckoutOptions }): ReactNode {
  const { cart, loaded, error } = useStore($cart);
  useEffect(() => {
    void ensureCart().catch(() => undefined);
  }, []);
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
  const rated = physical && (cart.shipmentRating?.length ?? 0) > 0;
  const paired = usePaired();
  const notice = useStore($currencyNotice);
  const [serviceFailed, setServiceFailed] = useState(false);
  // The services and the currency as soon as the address names its country, not on submit.
  const country = shipping.fields.country.value;
  const billingCountry = same ? country : billing.fields.country.value;
  useEffect(() => {
    if (!country && !billingCountry) return;
    void chooseDestination({
      shipping: shipping.values(),
      ...(billingCountry ? { billingCountry } : {}),
      rate: physical,
    }).catch(() => undefined);
    // The address is read when its country changes, which `country` stands for.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [country, billingCountry, physical]);

  const submit = useFormSubmit<string>({
    check: () => {
      const problems: Record<string, string | undefined> = {
        ...details.attempt(),
        ...prefixed('shipping', shipping.attempt()),
        ...(same ? {} : prefixed('billing', billing.attempt())),
      };
      // The services were rated as the country was chosen: one of them is part of the form.
      if (rated && !serviceOf($cart.get().cart)) problems.service = SHIPPING_SERVICE_MISSING;
      return problems;
    },
    send: async () => {
      const customer = toCustomer(details.values(), shipping.values(), billing.values());
      const now = $cart.get().cart;
      if (JSON.stringify(customer) !== savedCustomer(now)) await saveDetails(customer, physical);
      else if (physical && !now?.shipmentRating) await getShippingRates();
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
      post={{ name: 'checkout', next: options.paymentUrl }}
      label="Continue to payment"
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
      {/* Where the prices change: the services' and the summary's. */}
      <LiveRegion message={notice} className="mw-checkout__currency" />
      {physical && (
        <ShippingServices
          cart={cart}
          busy={locked}
          error={submit.problems.service}
          failed={serviceFailed}
          onChoose={(id) => {
            submit.clear('service');
            setServiceFailed(false);
            void setShippingService(id).catch(() => setServiceFailed(true));
          }}
        />
      )}
    </SubmitForm>
  );
  if (!event) return form;
  // The tickets and the cart's other items, named once paired: until then the step's skeleton.
  if (!paired) return <StepSkeleton />;
  // Tickets are bought here, not on a cart page: the shopper sees and sets how many.
  return (
    <>
      <Tickets cart={cart} cartUrl={options.cartUrl} />
      {form}
    </>
  );
}

const prefixed = (prefix: string, problems: Readonly<Record<string, string | undefined>>) =>
  Object.fromEntries(Object.entries(problems).map(([key, value]) => [`${prefix}.${key}`, value]));
