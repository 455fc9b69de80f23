import type { ReactNode } from 'react';
import { shippingServiceName } from '@stores/cart/service-name';
import type { CartView } from '@stores/cart/view';
import { addressLines, paymentLabel } from '@stores/orders/labels';

const locale = () => (typeof navigator === 'undefined' ? undefined : navigator.language);

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
  // Where the store will ship: a wallet may have moved it since the details step (PayPal).
  const stored = addressLines(cart.shipping, locale());
  const shipping = stored.length > 0 ? stored : addressLines(details?.shippingAddress, locale());
  const billing =
    details?.sameAddress === false ? addressLines(details.billingAddress, locale()) : shipping;
  const service = shippingServiceName(cart);
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
        <p>{paymentLabel(cart.billing) ?? 'Card'}</p>
        <a href={paymentUrl}>Change payment</a>
      </section>
    </div>
  );
}
