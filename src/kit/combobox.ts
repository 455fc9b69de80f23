/**
 * The keyboard model of the WAI-ARIA combobox with a listbox popup, as a pure reducer so the
 * React hook (country picker) and the DOM binding (the header's search box, a behaviour without
 * React) share one tested set of rules.
 */
export interface ComboboxState {
  readonly open: boolean;
  /** Index of the option shown as active (aria-activedescendant), -1 for none. */
  readonly active: number;
}

export type ComboboxEvent =
  | { readonly type: 'key'; readonly key: string; readonly count: number; readonly alt?: boolean }
  | { readonly type: 'input' }
  | { readonly type: 'hover'; readonly index: number }
  | { readonly type: 'close' };

export type ComboboxEffect = 'none' | 'select' | 'close' | 'clear';

export interface ComboboxStep {
  readonly state: ComboboxState;
  /** What the binding must do besides rendering the state: pick the active option, close, clear. */
  readonly effect: ComboboxEffect;
  /** Whether the key was the combobox's, so the binding prevents its default. */
  readonly handled: boolean;
}

export const COMBOBOX_CLOSED: ComboboxState = { open: false, active: -1 };

const step = (state: ComboboxState, effect: ComboboxEffect = 'none', handled = true) => ({
  state,
  effect,
  handled,
});

const wrap = (index: number, count: number) => (index + count) % count;

/** The next state for a key, a change of the typed text, a hover or a click outside. */
export function comboboxStep(state: ComboboxState, event: ComboboxEvent): ComboboxStep {
  switch (event.type) {
    case 'close':
      return step(COMBOBOX_CLOSED, 'none', false);
    case 'hover':
      return step({ open: true, active: event.index }, 'none', false);
    case 'input':
      // Typing shows the suggestions (once there are any) but activates none: Enter then
      // submits what was typed.
      return step({ open: true, active: -1 }, 'none', false);
    case 'key':
      return keyStep(state, event.key, event.count, event.alt === true);
    default:
      return event satisfies never;
  }
}

function keyStep(state: ComboboxState, key: string, count: number, alt: boolean): ComboboxStep {
  const { open, active } = state;
  switch (key) {
    case 'ArrowDown':
      if (count === 0) return step(state, 'none', false);
      if (!open || alt) return step({ open: true, active: alt ? active : 0 });
      return step({ open, active: wrap(active + 1, count) });
    case 'ArrowUp':
      if (count === 0) return step(state, 'none', false);
      if (alt) return step(COMBOBOX_CLOSED, 'close');
      if (!open) return step({ open: true, active: count - 1 });
      return step({ open, active: active <= 0 ? count - 1 : active - 1 });
    case 'Home':
    case 'End':
      // In the text box these move the caret unless an option is active.
      if (!open || active < 0) return step(state, 'none', false);
      return step({ open, active: key === 'Home' ? 0 : count - 1 });
    case 'Enter':
      if (!open || active < 0) return step(COMBOBOX_CLOSED, 'none', false);
      return step(COMBOBOX_CLOSED, 'select');
    case 'Escape':
      if (open) return step(COMBOBOX_CLOSED, 'close');
      return step(COMBOBOX_CLOSED, 'clear');
    case 'Tab':
      return step(COMBOBOX_CLOSED, 'none', false);
    default:
      return step(state, 'none', false);
  }
}
