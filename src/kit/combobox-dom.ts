import { COMBOBOX_CLOSED, comboboxStep } from './combobox';
import type { ComboboxEvent, ComboboxState } from './combobox';

export interface ComboboxBinding {
  /** Call after the options in the listbox changed (new suggestions). */
  refresh(): void;
  close(): void;
  disconnect(): void;
}

export interface ComboboxParts {
  readonly input: HTMLInputElement;
  /** The popup; its children with role="option" are the options. */
  readonly listbox: HTMLElement;
  /** Picks an option (Enter on it, or a click). */
  onSelect(option: HTMLElement): void;
  /** Escape on a closed popup: the pattern clears the text box. */
  onClear?(): void;
}

let serial = 0;
const ensureId = (element: HTMLElement, prefix: string) => {
  if (!element.id) element.id = `${prefix}-${++serial}`;
  return element.id;
};

/**
 * The WAI-ARIA combobox pattern on markup without React (the Search behaviour): roles and
 * states on the editor's text box and a listbox, the keyboard model of `comboboxStep`, a click
 * on an option, and closing when focus leaves. Focus stays in the text box throughout.
 */
export function bindCombobox(parts: ComboboxParts): ComboboxBinding {
  const { input, listbox } = parts;
  let state: ComboboxState = COMBOBOX_CLOSED;
  const options = () => [...listbox.querySelectorAll<HTMLElement>('[role="option"]')];

  input.setAttribute('role', 'combobox');
  input.setAttribute('aria-autocomplete', 'list');
  input.setAttribute('aria-controls', ensureId(listbox, 'mw-listbox'));
  input.autocomplete = 'off';
  listbox.setAttribute('role', 'listbox');

  const render = () => {
    const list = options();
    input.setAttribute('aria-expanded', String(state.open && list.length > 0));
    listbox.hidden = !state.open || list.length === 0;
    list.forEach((option, index) => {
      ensureId(option, 'mw-option');
      option.setAttribute('aria-selected', String(index === state.active));
    });
    const active = state.active >= 0 ? list[state.active] : undefined;
    if (active) {
      input.setAttribute('aria-activedescendant', active.id);
      active.scrollIntoView?.({ block: 'nearest' });
    } else input.removeAttribute('aria-activedescendant');
  };

  const apply = (event: ComboboxEvent, domEvent?: Event) => {
    const chosen = options()[state.active];
    const next = comboboxStep(state, event);
    state = next.state;
    if (next.handled) domEvent?.preventDefault();
    if (next.effect === 'select' && chosen) parts.onSelect(chosen);
    if (next.effect === 'clear') parts.onClear?.();
    render();
  };

  const onKey = (event: KeyboardEvent) =>
    apply({ type: 'key', key: event.key, count: options().length, alt: event.altKey }, event);
  const onInput = () => apply({ type: 'input' });
  const onBlur = (event: FocusEvent) => {
    if (event.relatedTarget instanceof Node && listbox.contains(event.relatedTarget)) return;
    apply({ type: 'close' });
  };
  const onClick = (event: MouseEvent) => {
    const option =
      event.target instanceof Element ? event.target.closest<HTMLElement>('[role="option"]') : null;
    if (!option) return;
    event.preventDefault();
    state = COMBOBOX_CLOSED;
    render();
    parts.onSelect(option);
  };
  // A press on an option must not blur the text box before the click lands.
  const keepFocus = (event: Event) => event.preventDefault();

  input.addEventListener('keydown', onKey);
  input.addEventListener('input', onInput);
  input.addEventListener('blur', onBlur);
  listbox.addEventListener('click', onClick);
  listbox.addEventListener('mousedown', keepFocus);
  render();

  return {
    refresh: () => apply({ type: 'input' }),
    close: () => apply({ type: 'close' }),
    disconnect() {
      input.removeEventListener('keydown', onKey);
      input.removeEventListener('input', onInput);
      input.removeEventListener('blur', onBlur);
      listbox.removeEventListener('click', onClick);
      listbox.removeEventListener('mousedown', keepFocus);
      for (const name of ['role', 'aria-autocomplete', 'aria-controls', 'aria-expanded']) {
        input.removeAttribute(name);
      }
      input.removeAttribute('aria-activedescendant');
    },
  };
}
