import { useId, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { COMBOBOX_CLOSED, comboboxStep } from '../combobox';
import type { ComboboxEvent, ComboboxState } from '../combobox';

export interface ComboboxOptions<T> {
  /** The options shown for what is typed now. */
  readonly items: readonly T[];
  /** Whether an option can be picked (a country the store does not ship to). */
  readonly isDisabled?: (item: T) => boolean;
  readonly onSelect: (item: T) => void;
  readonly onClear?: () => void;
}

/**
 * The WAI-ARIA combobox with a listbox popup for React widgets (the country picker): focus
 * stays in the text box, the active option is aria-activedescendant, the keyboard model is
 * `comboboxStep`. Spread the returned props on the input, the listbox and each option.
 */
export function useCombobox<T>({ items, isDisabled, onSelect, onClear }: ComboboxOptions<T>) {
  const [state, setState] = useState<ComboboxState>(COMBOBOX_CLOSED);
  const id = useId();
  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const open = state.open && items.length > 0;

  const pick = (item: T | undefined) => {
    if (item === undefined || isDisabled?.(item)) return;
    onSelect(item);
  };

  const apply = (event: ComboboxEvent, prevent?: () => void) => {
    const active = items[state.active];
    const next = comboboxStep(state, event);
    setState(next.state);
    if (next.handled) prevent?.();
    if (next.effect === 'select') pick(active);
    if (next.effect === 'clear') onClear?.();
  };

  return {
    open,
    active: state.active,
    inputProps: {
      role: 'combobox' as const,
      'aria-autocomplete': 'list' as const,
      'aria-expanded': open,
      'aria-controls': listboxId,
      'aria-activedescendant': open && state.active >= 0 ? optionId(state.active) : undefined,
      autoComplete: 'off',
      onKeyDown: (event: KeyboardEvent<HTMLInputElement>) =>
        apply({ type: 'key', key: event.key, count: items.length, alt: event.altKey }, () =>
          event.preventDefault(),
        ),
      onInput: () => apply({ type: 'input' }),
      onBlur: () => apply({ type: 'close' }),
    },
    listboxProps: { id: listboxId, role: 'listbox' as const, hidden: !open },
    optionProps: (index: number) => {
      const item = items[index];
      const disabled = item !== undefined && isDisabled?.(item) === true;
      return {
        id: optionId(index),
        role: 'option' as const,
        'aria-selected': index === state.active,
        'aria-disabled': disabled || undefined,
        // A press must not blur the text box before the click picks the option.
        onMouseDown: (event: { preventDefault(): void }) => event.preventDefault(),
        onMouseEnter: () => apply({ type: 'hover', index }),
        onClick: () => {
          setState(COMBOBOX_CLOSED);
          pick(item);
        },
      };
    },
    close: () => apply({ type: 'close' }),
  };
}
