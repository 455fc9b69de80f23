/**
 * What a reader did to a prerendered container before its code arrived, carried over to the
 * component that replaces it: the values typed into its fields, the focus and the caret. Only
 * a React container's swap needs it, so it comes with the React host, not with the loader
 * every page downloads.
 */
import { pathOf } from './hand-over';

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

interface FieldState {
  readonly key: string;
  readonly value: string;
  readonly checked: boolean;
}

export interface Carried {
  readonly fields: readonly FieldState[];
  readonly focused: string | undefined;
  readonly selection: readonly [number, number] | undefined;
}

const FIELDS = 'input, select, textarea';

const isField = (node: Element | null): node is Field =>
  node instanceof HTMLInputElement ||
  node instanceof HTMLSelectElement ||
  node instanceof HTMLTextAreaElement;

/** A field's key across the two renders: its place, its type, a choice's value. */
const keyOf = (root: Element, field: Field): string => {
  const type = field instanceof HTMLInputElement ? field.type : field.localName;
  const isChoice = field instanceof HTMLInputElement && /^(radio|checkbox)$/.test(field.type);
  // Names may carry React's ids, which differ between the two renders: the place does not.
  return `${pathOf(root, field).join('.')}:${type}${isChoice ? `=${field.value}` : ''}`;
};

const fieldsOf = (root: Element): Field[] =>
  [...root.querySelectorAll(FIELDS)].filter(isField).filter((f) => {
    const type = f instanceof HTMLInputElement ? f.type : '';
    return type !== 'hidden' && type !== 'submit' && type !== 'button';
  });

/** Reads what the reader did in `root`: the changed fields, the focus and the caret. */
export function readCarried(root: Element): Carried {
  const active = root.ownerDocument.activeElement;
  const fields = fieldsOf(root)
    .filter((field) =>
      field instanceof HTMLInputElement && /^(radio|checkbox)$/.test(field.type)
        ? field.checked !== field.defaultChecked
        : field instanceof HTMLSelectElement
          ? [...field.options].some((option) => option.selected !== option.defaultSelected)
          : field.value !== field.defaultValue,
    )
    .map((field) => ({
      key: keyOf(root, field),
      value: field.value,
      checked: field instanceof HTMLInputElement && field.checked,
    }));
  const focused = isField(active) && root.contains(active) ? keyOf(root, active) : undefined;
  const selection =
    isField(active) && !(active instanceof HTMLSelectElement) && root.contains(active)
      ? readSelection(active)
      : undefined;
  return { fields, focused, selection };
}

const readSelection = (field: HTMLInputElement | HTMLTextAreaElement) => {
  try {
    const { selectionStart, selectionEnd } = field;
    return selectionStart === null || selectionEnd === null
      ? undefined
      : ([selectionStart, selectionEnd] as const);
  } catch {
    return undefined; // Types without a caret (email, number) throw on reading it.
  }
};

// React tracks a controlled field's value itself; setting it through the element's own
// prototype setter and sending `input` is what makes React see a change, as typing would.
const setNative = (field: Field, property: 'value' | 'checked', value: string | boolean) => {
  const prototype = Object.getPrototypeOf(field) as object;
  const setter = Object.getOwnPropertyDescriptor(prototype, property)?.set;
  if (setter) setter.call(field, value);
  else Reflect.set(field, property, value);
};

/** Puts the carried values, focus and caret on the component's own fields. */
export function applyCarried(root: Element, carried: Carried): void {
  const byKey = new Map(fieldsOf(root).map((field) => [keyOf(root, field), field]));
  for (const state of carried.fields) {
    const field = byKey.get(state.key);
    if (!field) continue;
    const choice = field instanceof HTMLInputElement && /^(radio|checkbox)$/.test(field.type);
    if (choice ? field.checked === state.checked : field.value === state.value) continue;
    if (choice) {
      field.click(); // React listens to the click for choices.
      continue;
    }
    setNative(field, 'value', state.value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
    field.dispatchEvent(new Event('change', { bubbles: true }));
  }
  const focus = carried.focused === undefined ? undefined : byKey.get(carried.focused);
  if (!focus) return;
  focus.focus({ preventScroll: true });
  if (carried.selection && !(focus instanceof HTMLSelectElement)) {
    try {
      focus.setSelectionRange(...carried.selection);
    } catch {
      // Types without a caret: the focus is enough.
    }
  }
}
