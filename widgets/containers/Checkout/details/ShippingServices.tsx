import type { ReactNode } from 'react';
import type { CartView } from '@stores/cart/view';
import { money } from '../../../shared/money';

const NOT_SAVED = 'Your choice could not be saved, so the one before it is back. Please try again.';

/**
 * The services the store rated for the address, as one radio group: a choice shows at once
 * (the store confirms it after), a refused one goes back and says so.
 */
export function ShippingServices({
  cart,
  busy,
  error,
  failed,
  onChoose,
}: {
  readonly cart: CartView;
  readonly busy: boolean;
  readonly error: string | undefined;
  /** The store refused the last choice: the one before is back. */
  readonly failed: boolean;
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
      <p role="status" className="mw-field__error mw-services__failed">
        {failed ? NOT_SAVED : ''}
      </p>
    </fieldset>
  );
}
