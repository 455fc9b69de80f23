import { formatCardCvc, formatCardExpiry, formatCardNumber } from '@domain/card-format';
import type { Formatted } from '@domain/card-format';
import type { HostedFieldName } from '@payments/braintree/types';
import { labelledInput } from '../card-fields/labelled-input';

interface FieldSpec {
  /** The label Braintree's frame gives its input. */
  readonly label: string;
  readonly autocomplete: string;
  readonly format: (raw: string) => Formatted;
}

export const FIELDS: Readonly<Record<HostedFieldName, FieldSpec>> = {
  number: { label: 'Credit Card Number', autocomplete: 'cc-number', format: formatCardNumber },
  expirationDate: { label: 'Expiration Date', autocomplete: 'cc-exp', format: formatCardExpiry },
  cvv: { label: 'CVV', autocomplete: 'cc-csc', format: formatCardCvc },
};

const STYLE_ID = 'braintree-standin-styles';

// Neutral on purpose: the input takes the host form's font and colour, and the host styles
// the box around it (the container gets Braintree's braintree-hosted-fields-* classes).
const CSS = `
:where(.braintree-standin__input){box-sizing:border-box;width:100%;min-width:0;margin:0;padding:.125em 0;border:0;background:transparent;color:inherit;font:inherit;appearance:none}
:where(.braintree-standin__input)::placeholder{color:currentColor;opacity:.6}
:where(.braintree-standin__input):focus{outline:none}
:where(.braintree-standin__input):focus-visible{outline:2px solid currentColor;outline-offset:2px}
:where(.braintree-standin__label){position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
`;

let counter = 0;

/** A labelled input for one hosted field, in its container (the field's frame in Braintree). */
export function renderField(
  container: HTMLElement,
  name: HostedFieldName,
  placeholder: string | undefined,
): HTMLInputElement {
  const doc = container.ownerDocument;
  if (!doc.getElementById(STYLE_ID)) {
    const style = doc.createElement('style');
    style.id = STYLE_ID;
    style.textContent = CSS;
    doc.head.append(style);
  }
  const spec = FIELDS[name];
  const id = `braintree-standin-${name}-${++counter}`;
  const { label, input } = labelledInput(doc, {
    id,
    block: 'braintree-standin',
    label: spec.label,
    autocomplete: spec.autocomplete,
    placeholder: placeholder ?? '',
  });
  container.append(label, input);
  return input;
}
