import type { StripeElementClasses, StripeElementStyleVariant } from '@stripe/stripe-js';
import { formatCardCvc, formatCardExpiry, formatCardNumber } from '@domain/card-format';
import type { Formatted } from '@domain/card-format';
import { labelledInput } from '../card-fields/labelled-input';

/** The three inputs a card needs. */
export type FieldKind = 'number' | 'expiry' | 'cvc';

interface FieldSpec {
  readonly label: string;
  readonly placeholder: string;
  readonly autocomplete: string;
  readonly format: (raw: string) => Formatted;
}

export const FIELDS: Readonly<Record<FieldKind, FieldSpec>> = {
  number: {
    label: 'Card number',
    placeholder: '1234 1234 1234 1234',
    autocomplete: 'cc-number',
    format: formatCardNumber,
  },
  expiry: {
    label: 'Expiry date (MM / YY)',
    placeholder: 'MM / YY',
    autocomplete: 'cc-exp',
    format: formatCardExpiry,
  },
  cvc: { label: 'CVC', placeholder: 'CVC', autocomplete: 'cc-csc', format: formatCardCvc },
};

const STYLE_ID = 'stripe-standin-styles';

// Neutral on purpose: the fields take the host form's font and colour, and the host styles
// the box around them (the mount target gets the provider's StripeElement classes).
const CSS = `
:where(.stripe-standin){display:flex;flex-wrap:wrap;align-items:center;gap:.25em .75em;min-width:0}
:where(.stripe-standin__field){display:flex;min-width:0;flex:0 0 4.5em}
:where(.stripe-standin__field--number){flex:1 1 10em}
:where(.stripe-standin__field--expiry){flex:0 0 5.5em}
:where(.stripe-standin--single .stripe-standin__field){flex:1 1 auto}
:where(.stripe-standin__input){box-sizing:border-box;width:100%;min-width:0;margin:0;padding:.125em 0;border:0;border-radius:2px;background:transparent;color:inherit;font:inherit;letter-spacing:inherit;appearance:none}
:where(.stripe-standin__input)::placeholder{color:currentColor;opacity:.6}
:where(.stripe-standin__input):focus{outline:none}
:where(.stripe-standin__input):focus-visible{outline:2px solid currentColor;outline-offset:2px}
:where(.stripe-standin__input)[aria-invalid='true']{text-decoration:underline wavy;text-decoration-thickness:1px;text-underline-offset:.2em}
:where(.stripe-standin__input):disabled{opacity:.6;cursor:not-allowed}
:where(.stripe-standin__label){position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
`;

/** Adds the fields' stylesheet to the document once. */
export function ensureStyles(doc: Document): void {
  if (doc.getElementById(STYLE_ID)) return;
  const style = doc.createElement('style');
  style.id = STYLE_ID;
  style.textContent = CSS;
  doc.head.append(style);
}

let counter = 0;

/** A labelled input for one part of the card, inside its own wrapper. */
export function renderField(
  doc: Document,
  kind: FieldKind,
): { readonly wrapper: HTMLElement; readonly input: HTMLInputElement } {
  const spec = FIELDS[kind];
  const id = `stripe-standin-${kind}-${++counter}`;
  const wrapper = doc.createElement('div');
  wrapper.className = `stripe-standin__field stripe-standin__field--${kind}`;
  const { label, input } = labelledInput(doc, {
    id,
    block: 'stripe-standin',
    label: spec.label,
    autocomplete: spec.autocomplete,
    placeholder: spec.placeholder,
  });
  input.setAttribute('aria-invalid', 'false');
  wrapper.append(label, input);
  return { wrapper, input };
}

const STYLE_PROPERTIES = [
  'color',
  'backgroundColor',
  'fontFamily',
  'fontSize',
  'fontStyle',
  'fontVariant',
  'fontWeight',
  'letterSpacing',
  'lineHeight',
  'padding',
  'textAlign',
  'textDecoration',
  'textShadow',
  'textTransform',
] as const;

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The `style` option's CSS properties on an input (the rest of the option is the iframe's). */
export function applyStyle(input: HTMLInputElement, variant: StripeElementStyleVariant = {}) {
  for (const name of STYLE_PROPERTIES) {
    const value = variant[name];
    if (value === undefined) input.style.removeProperty(kebab(name));
    else input.style.setProperty(kebab(name), String(value));
  }
}

const DEFAULT_CLASSES: Required<Omit<StripeElementClasses, 'webkitAutofill'>> = {
  base: 'StripeElement',
  complete: 'StripeElement--complete',
  empty: 'StripeElement--empty',
  focus: 'StripeElement--focus',
  invalid: 'StripeElement--invalid',
};

export interface TargetState {
  readonly complete: boolean;
  readonly empty: boolean;
  readonly focus: boolean;
  readonly invalid: boolean;
}

const names = (value: string) => value.split(/\s+/).filter(Boolean);

/**
 * The provider's classes on the mount target (`StripeElement`, `StripeElement--focus`...), by
 * which the host styles the box around the fields; no state removes them all (unmount).
 */
export function setTargetClasses(
  target: HTMLElement,
  custom: StripeElementClasses | undefined,
  state: TargetState | undefined,
): void {
  const { base, ...states } = { ...DEFAULT_CLASSES, ...custom };
  for (const name of names(base)) target.classList.toggle(name, state !== undefined);
  for (const [key, value] of Object.entries(states)) {
    const on = state?.[key as keyof TargetState] === true;
    for (const name of names(value)) target.classList.toggle(name, on);
  }
}
