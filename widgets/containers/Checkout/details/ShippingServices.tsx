import type { ReactNode } from 'react';
import type { CartView } from '@stores/cart/view';
import { money } from '../../../shared/money';

/** The services the store rated for the saved address, as one radio group. */
export function ShippingServices({
  cart,
  busy,
  error,
  onChoose,
}: {
  readonly cart: CartView;
  readonly busy: boolean;
  readonly error: string | undefined;
  readonly onChoose: (id: string) => void;
}): ReactNode {
  const services = cart.shipmentRating ?? [];
  const chosen = cart.shipping.service ?? '';
  if (services.length === 0) return null;
  return (
    <fieldset
      className="mw-fieldset mw-services"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? 'mw-services-error' : undefined}
      tabIndex={error ? -1 : undefined}
    >
      <legend>Shipping method</legend>
      {services.map((service) => (
        <label key={service.id} className="mw-services__option">
          <input
            type="radio"
            name="shipping-service"
            value={service.id}
            checked={chosen === service.id}
            aria-disabled={busy || undefined}
            onChange={() => !busy && onChoose(service.id)}
          />
          <span className="mw-services__name">{service.name}</span>
          <span className="mw-services__price">
            {money(Math.round((service.price ?? 0) * 100), cart.currency)}
          </span>
          {service.description && (
            <span className="mw-services__description">{service.description}</span>
          )}
        </label>
      ))}
      {error && (
        <p id="mw-services-error" className="mw-field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
