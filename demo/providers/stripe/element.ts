import type {
  StripeCardCvcElement,
  StripeCardElement,
  StripeCardExpiryElement,
  StripeCardNumberElement,
  StripeElementClasses,
  StripeElementStyle,
} from '@stripe/stripe-js';
import { cvcProblem, expiryProblem, numberProblem, providerBrand } from './card-rules';
import type { CardProblem, Moment, ProviderBrand } from './card-rules';
import { ElementEvents } from './events';
import type { ChangeEvent } from './events';
import { caretAfter } from '@domain/card-format';
import { FIELDS, applyStyle, ensureStyles, renderField, setTargetClasses } from './fields';
import type { FieldKind } from './fields';
import { IntegrationError } from './types';
import type { CardElementType } from './types';

/** The options of the card Elements that the stand-in honours. */
export interface ElementOptions {
  readonly classes?: StripeElementClasses;
  readonly style?: StripeElementStyle;
  readonly placeholder?: string;
  readonly disabled?: boolean;
}

/** What the element needs of its Elements group. */
export interface ElementGroup {
  /** The brand of the number typed in this group (the CVC's length depends on it). */
  brand(): ProviderBrand;
  remove(element: CardElement): void;
  now(): Date;
}

const KINDS: Readonly<Record<CardElementType, readonly FieldKind[]>> = {
  card: ['number', 'expiry', 'cvc'],
  cardNumber: ['number'],
  cardExpiry: ['expiry'],
  cardCvc: ['cvc'],
};

interface Field {
  value: string;
  left: boolean;
  input?: HTMLInputElement;
}

/**
 * One card Element: `card` (number, expiry and CVC in a row) or one of its parts. It renders
 * real inputs into the mount target instead of the provider's iframe; the values stay in this
 * object until a payment method is created.
 */
export class CardElement
  extends ElementEvents
  implements
    StripeCardElement,
    StripeCardNumberElement,
    StripeCardExpiryElement,
    StripeCardCvcElement
{
  private readonly fields: Map<FieldKind, Field>;
  private container: HTMLElement | undefined;
  private wrapper: HTMLElement | undefined;
  private destroyed = false;
  private focused = false;
  private submitted = false;
  private lastChange = '';

  constructor(
    readonly elementType: CardElementType,
    private readonly group: ElementGroup,
    private options: ElementOptions = {},
  ) {
    super();
    this.fields = new Map(KINDS[elementType].map((kind) => [kind, { value: '', left: false }]));
  }

  get kinds(): readonly FieldKind[] {
    return KINDS[this.elementType];
  }

  get mounted(): boolean {
    return this.container !== undefined;
  }

  /** A field's value as the card rules read it (`MMYY` for the expiry), or undefined. */
  fieldValue(kind: FieldKind): string | undefined {
    return this.fields.get(kind)?.value;
  }

  mount(domElement: string | HTMLElement): void {
    this.assertAlive();
    if (this.container) {
      throw new IntegrationError(
        'This Element is already mounted. Use `unmount()` to unmount the Element before re-mounting.',
      );
    }
    const target =
      typeof domElement === 'string' ? document.querySelector<HTMLElement>(domElement) : domElement;
    if (!target) {
      throw new IntegrationError(
        `The selector you specified (${String(domElement)}) applies to no DOM elements that are currently on the page.\nMake sure the element exists on the page before calling mount().`,
      );
    }
    ensureStyles(target.ownerDocument);
    const wrapper = target.ownerDocument.createElement('div');
    wrapper.className = `stripe-standin${this.kinds.length === 1 ? ' stripe-standin--single' : ''}`;
    for (const [kind, field] of this.fields) {
      const { wrapper: box, input } = renderField(target.ownerDocument, kind);
      input.value = FIELDS[kind].format(field.value).display;
      input.addEventListener('input', () => this.onInput(kind));
      input.addEventListener('blur', () => this.onLeave(kind));
      field.input = input;
      wrapper.append(box);
    }
    wrapper.addEventListener('focusin', () => this.onFocus(true));
    wrapper.addEventListener('focusout', (event) => {
      if (!wrapper.contains(event.relatedTarget as Node | null)) this.onFocus(false);
    });
    wrapper.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') this.emit('escape', { elementType: this.elementType });
    });
    target.append(wrapper);
    this.container = target;
    this.wrapper = wrapper;
    this.render();
    // The provider's iframe reports ready once loaded; the stand-in's inputs are there at once.
    setTimeout(() => this.emit('ready', { elementType: this.elementType }), 0);
  }

  unmount(): void {
    this.assertAlive();
    if (!this.container) return;
    this.wrapper?.remove();
    setTargetClasses(this.container, this.options.classes, undefined);
    for (const field of this.fields.values()) field.input = undefined;
    this.container = undefined;
    this.wrapper = undefined;
    this.focused = false;
  }

  destroy(): void {
    this.assertAlive();
    this.unmount();
    this.removeAllHandlers();
    this.destroyed = true;
    this.group.remove(this);
  }

  focus(): void {
    this.firstInput()?.focus();
  }

  blur(): void {
    const active = this.wrapper?.ownerDocument.activeElement;
    if (active instanceof HTMLElement && this.wrapper?.contains(active)) active.blur();
  }

  clear(): void {
    for (const field of this.fields.values()) {
      field.value = '';
      field.left = false;
      if (field.input) field.input.value = '';
    }
    this.submitted = false;
    this.changed(true);
  }

  update(options: ElementOptions): void {
    this.options = { ...this.options, ...options };
    this.render();
  }

  /** The first problem of this element's fields at `moment`, in field order. */
  problem(moment?: Moment): CardProblem | undefined {
    for (const [kind, field] of this.fields) {
      const found = this.fieldProblem(kind, field, moment);
      if (found) return found;
    }
    return undefined;
  }

  /** A field's problem at `moment`; by default, at the moment the field is in. */
  private fieldProblem(kind: FieldKind, field: Field, moment?: Moment): CardProblem | undefined {
    const at = moment ?? (this.submitted ? 'submit' : field.left ? 'left' : 'typing');
    if (kind === 'number') return numberProblem(field.value, at);
    if (kind === 'cvc') return cvcProblem(field.value, this.group.brand(), at);
    return expiryProblem(field.value.slice(0, 2), field.value.slice(2), this.group.now(), at);
  }

  /** After a refused submission: every field shows what is wrong with it. */
  showProblems(): void {
    this.submitted = true;
    this.changed(false);
  }

  private onInput(kind: FieldKind): void {
    const field = this.fields.get(kind);
    const input = field?.input;
    if (!field || !input) return;
    const raw = input.value;
    const caret = input.selectionStart ?? raw.length;
    const formatted = FIELDS[kind].format(raw);
    const changed = formatted.value !== field.value;
    field.value = formatted.value;
    if (input.value !== formatted.display) {
      input.value = formatted.display;
      const at = caretAfter(raw, caret, formatted.display);
      input.setSelectionRange(at, at);
    }
    this.changed(changed);
  }

  private onLeave(kind: FieldKind): void {
    const field = this.fields.get(kind);
    if (!field || field.left || field.value === '') return;
    field.left = true;
    this.changed(false);
  }

  private onFocus(focused: boolean): void {
    if (this.focused === focused) return;
    this.focused = focused;
    this.render();
    this.emit(focused ? 'focus' : 'blur', { elementType: this.elementType });
  }

  /** Re-renders and sends a change event when a value changed or what the event says did. */
  private changed(valueChanged: boolean): void {
    this.render();
    const event = this.changeEvent();
    const key = JSON.stringify(event);
    if (!valueChanged && key === this.lastChange) return;
    this.lastChange = key;
    this.emit('change', event);
  }

  private changeEvent(): ChangeEvent {
    const problem = this.problem();
    const number = this.fields.get('number');
    const brand = number ? providerBrand(number.value) : undefined;
    return {
      elementType: this.elementType,
      empty: [...this.fields.values()].every((f) => f.value === ''),
      complete: this.problem('submit') === undefined,
      ...(brand && { brand }),
      ...(this.elementType === 'card' && { value: { postalCode: '' } }),
      error: problem && { type: 'validation_error', code: problem.code, message: problem.message },
    };
  }

  /** The mount target's state classes, and each input's invalid state, style and options. */
  private render(): void {
    if (!this.container) return;
    setTargetClasses(this.container, this.options.classes, {
      complete: this.problem('submit') === undefined,
      empty: [...this.fields.values()].every((f) => f.value === ''),
      focus: this.focused,
      invalid: this.problem() !== undefined,
    });
    for (const [kind, field] of this.fields) {
      const input = field.input;
      if (!input) continue;
      const invalid = this.fieldProblem(kind, field);
      input.setAttribute('aria-invalid', String(invalid !== undefined));
      input.disabled = this.options.disabled === true;
      // Only the single-field Elements take a placeholder (the card has three inputs).
      if (this.kinds.length === 1 && this.options.placeholder !== undefined) {
        input.placeholder = this.options.placeholder;
      }
      applyStyle(input, {
        ...this.options.style?.base,
        ...(invalid && this.options.style?.invalid),
      });
    }
  }

  private firstInput(): HTMLInputElement | undefined {
    return [...this.fields.values()].find((f) => f.input)?.input;
  }

  private assertAlive(): void {
    if (this.destroyed) {
      throw new IntegrationError(
        'This Element has already been destroyed. Please create a new one.',
      );
    }
  }
}
