import { caretAfter } from '@domain/card-format';
import type {
  HostedFieldName,
  HostedFieldOptions,
  HostedFieldState,
  HostedFields,
  HostedFieldsEvent,
  HostedFieldsState,
  HostedFieldsTokenizeOptions,
  HostedFieldsTokenizePayload,
} from '@payments/braintree/types';
import type { ClientAuthorization } from './client-token';
import { ERRORS } from './errors';
import { FIELDS, renderField } from './field-input';
import { cardsFor, validity } from './field-rules';

interface Field {
  readonly container: HTMLElement;
  readonly input: HTMLInputElement;
  /** The digits typed (`MMYY` for the expiry); only the client API ever sees them. */
  value: string;
  focused: boolean;
}

type Handler = (state: HostedFieldsState) => void;

/** Braintree's classes on a field's container, by which the host styles the box around it. */
const CLASSES = {
  focused: 'braintree-hosted-fields-focused',
  invalid: 'braintree-hosted-fields-invalid',
  valid: 'braintree-hosted-fields-valid',
} as const;

const NAMES: readonly HostedFieldName[] = ['number', 'expirationDate', 'cvv'];

/**
 * One set of hosted fields: real inputs in the containers the page named, the events
 * Braintree's fields send, and tokenisation through the client API named in the client token.
 */
export class StandInHostedFields implements HostedFields {
  private readonly fields = new Map<HostedFieldName, Field>();
  private readonly handlers = new Map<HostedFieldsEvent, Handler[]>();
  private tornDown = false;

  constructor(
    private readonly authorization: ClientAuthorization,
    options: Readonly<Record<HostedFieldName, HostedFieldOptions>>,
    private readonly now: () => Date,
  ) {
    for (const name of NAMES) {
      const { container: given, placeholder } = options[name];
      const container =
        typeof given === 'string' ? document.querySelector<HTMLElement>(given) : given;
      if (!container) throw ERRORS.invalidContainer(name);
      const input = renderField(container, name, placeholder);
      const field: Field = { container, input, value: '', focused: false };
      input.addEventListener('input', () => this.typed(name, field));
      input.addEventListener('focus', () => this.focus(name, field, true));
      input.addEventListener('blur', () => this.focus(name, field, false));
      input.addEventListener('keydown', (event) => {
        if (event.key === 'Enter') this.emit('inputSubmitRequest', name);
      });
      this.fields.set(name, field);
    }
  }

  on(event: HostedFieldsEvent, handler: Handler): void {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
  }

  getState(): HostedFieldsState {
    return this.state('number');
  }

  async tokenize(options: HostedFieldsTokenizeOptions = {}): Promise<HostedFieldsTokenizePayload> {
    if (this.tornDown) throw ERRORS.tornDown('tokenize');
    const { fields } = this.getState();
    if (NAMES.every((name) => fields[name].isEmpty)) throw ERRORS.fieldsEmpty();
    const invalidFieldKeys = NAMES.filter((name) => !fields[name].isValid);
    if (invalidFieldKeys.length > 0) throw ERRORS.fieldsInvalid({ invalidFieldKeys });
    const expiry = this.value('expirationDate');
    const response = await fetch(
      `${this.authorization.clientApiUrl}/v1/payment_methods/credit_cards`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          authorizationFingerprint: this.authorization.authorizationFingerprint,
          creditCard: {
            number: this.value('number'),
            expirationDate: `${expiry.slice(0, 2)}/${expiry.slice(2)}`,
            cvv: this.value('cvv'),
            ...(options.cardholderName ? { cardholderName: options.cardholderName } : {}),
            ...(options.billingAddress ? { billingAddress: options.billingAddress } : {}),
          },
        }),
      },
    ).catch(() => {
      throw ERRORS.network();
    });
    if (response.status >= 500) throw ERRORS.network();
    if (!response.ok) throw ERRORS.failed();
    const body = (await response.json()) as { creditCards?: HostedFieldsTokenizePayload[] };
    const card = body.creditCards?.[0];
    if (!card) throw ERRORS.failed();
    return card;
  }

  async teardown(): Promise<void> {
    if (this.tornDown) throw ERRORS.tornDown('teardown');
    this.tornDown = true;
    for (const field of this.fields.values()) {
      field.input.labels?.[0]?.remove();
      field.input.remove();
      field.container.classList.remove(...Object.values(CLASSES));
    }
    this.handlers.clear();
  }

  private value(name: HostedFieldName): string {
    return this.fields.get(name)?.value ?? '';
  }

  private fieldState(name: HostedFieldName, field: Field): HostedFieldState {
    return {
      container: field.container,
      isFocused: field.focused,
      isEmpty: field.value === '',
      ...validity(name, field.value, this.value('number'), this.now()),
    };
  }

  private state(emittedBy: HostedFieldName): HostedFieldsState {
    const fields = Object.fromEntries(
      [...this.fields].map(([name, field]) => [name, this.fieldState(name, field)]),
    ) as Record<HostedFieldName, HostedFieldState>;
    return { emittedBy, cards: cardsFor(this.value('number')), fields };
  }

  private emit(event: HostedFieldsEvent, emittedBy: HostedFieldName): void {
    const state = this.state(emittedBy);
    for (const handler of this.handlers.get(event) ?? []) handler(state);
  }

  private typed(name: HostedFieldName, field: Field): void {
    const before = this.fieldState(name, field);
    const cards = JSON.stringify(cardsFor(this.value('number')));
    const { input } = field;
    const raw = input.value;
    const caret = input.selectionStart ?? raw.length;
    const formatted = FIELDS[name].format(raw);
    field.value = formatted.value;
    if (input.value !== formatted.display) {
      input.value = formatted.display;
      const at = caretAfter(raw, caret, formatted.display);
      input.setSelectionRange(at, at);
    }
    const after = this.fieldState(name, field);
    this.render(field, after);
    if (before.isEmpty !== after.isEmpty) this.emit(after.isEmpty ? 'empty' : 'notEmpty', name);
    if (name === 'number' && cards !== JSON.stringify(cardsFor(field.value))) {
      this.emit('cardTypeChange', name);
    }
    if (
      before.isValid !== after.isValid ||
      before.isPotentiallyValid !== after.isPotentiallyValid
    ) {
      this.emit('validityChange', name);
    }
  }

  private focus(name: HostedFieldName, field: Field, focused: boolean): void {
    field.focused = focused;
    this.render(field, this.fieldState(name, field));
    this.emit(focused ? 'focus' : 'blur', name);
  }

  /** Braintree's classes: focused; valid; invalid once it cannot become valid, or was left. */
  private render(field: Field, state: HostedFieldState): void {
    const invalid =
      !state.isPotentiallyValid || (!state.isValid && !state.isFocused && !state.isEmpty);
    field.container.classList.toggle(CLASSES.focused, state.isFocused);
    field.container.classList.toggle(CLASSES.valid, state.isValid);
    field.container.classList.toggle(CLASSES.invalid, invalid);
    field.input.setAttribute('aria-invalid', String(invalid));
  }
}
