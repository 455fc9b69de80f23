import type { ReactNode } from 'react';
import { countryByCode } from '../../../../src/domain/countries';
import type { CartView } from '../../../../src/stores/cart/view';

const lines = (address: Readonly<Record<string, string>> | undefined): string[] =>
  address
    ? [
        [address.firstname, address.lastname].filter(Boolean).join(' '),
        address.company ?? '',
        address.address ?? address.address1 ?? '',
        address.address2 ?? '',
        [address.zip, address.city].filter(Boolean).join(' '),
        address.state ?? '',
        countryByCode(address.country)?.label ?? address.country ?? '',
      ].filter(Boolean)
    : [];

function Address({ title, address, edit }: { title: string; address: string[]; edit: string }) {
  return (
    <section className="mw-review__block" aria-label={title}>
      <h3>{title}</h3>
      <address>
        {address.map((line) => (
          <span key={line}>
            {line}
            <br />
          </span>
        ))}
      </address>
      <a href={edit}>Change {title.toLowerCase()}</a>
    </section>
  );
}

/** What the shopper is about to buy, where it goes and how it is paid, each with a way back. */
export function Review({
  cart,
  detailsUrl,
  paymentUrl,
}: {
  readonly cart: CartView;
  readonly detailsUrl: string;
  readonly paymentUrl: string;
}): ReactNode {
  const details = cart.metadata.details;
  const shipping = lines(details?.shippingAddress);
  const billing = details?.sameAddress === false ? lines(details.billingAddress) : shipping;
  const serviceId = (cart.shipping as { service?: string | null }).service;
  const service = cart.shipmentRating?.find((s) => s.id === serviceId)?.name ?? serviceId;
  const card = (cart.billing as { card?: { brand?: string; last4?: string } | null }).card;
  return (
    <div className="mw-review">
      <section className="mw-review__block" aria-label="Contact">
        <h3>Contact</h3>
        <p>{details?.email}</p>
        {details?.attendees && details.attendees.length > 0 && (
          <p>Tickets for: {details.attendees.join(', ')}</p>
        )}
        <a href={detailsUrl}>Change contact details</a>
      </section>
      <Address title="Shipping address" address={shipping} edit={detailsUrl} />
      {service && (
        <section className="mw-review__block" aria-label="Shipping method">
          <h3>Shipping method</h3>
          <p>{service}</p>
        </section>
      )}
      <Address title="Billing address" address={billing} edit={detailsUrl} />
      <section className="mw-review__block" aria-label="Payment">
        <h3>Payment</h3>
        <p>{card?.last4 ? `${card.brand ?? 'Card'} ending in ${card.last4}` : 'Card'}</p>
        <a href={paymentUrl}>Change payment</a>
      </section>
    </div>
  );
}
