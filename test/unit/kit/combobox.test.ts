import { describe, expect, it } from 'vitest';
import { COMBOBOX_CLOSED, comboboxStep } from '@kit';
import type { ComboboxState } from '@kit';

const key = (state: ComboboxState, name: string, count = 3, alt = false) =>
  comboboxStep(state, { type: 'key', key: name, count, alt });
const open = (active: number): ComboboxState => ({ open: true, active });

describe('comboboxStep', () => {
  it.each([
    ['ArrowDown opens on the first option', COMBOBOX_CLOSED, 'ArrowDown', open(0), 'none'],
    ['ArrowDown moves on', open(0), 'ArrowDown', open(1), 'none'],
    ['ArrowDown wraps to the first', open(2), 'ArrowDown', open(0), 'none'],
    ['ArrowUp opens on the last option', COMBOBOX_CLOSED, 'ArrowUp', open(2), 'none'],
    ['ArrowUp wraps to the last', open(0), 'ArrowUp', open(2), 'none'],
    ['ArrowUp from no active option goes to the last', open(-1), 'ArrowUp', open(2), 'none'],
    ['Home goes to the first option', open(2), 'Home', open(0), 'none'],
    ['End goes to the last option', open(0), 'End', open(2), 'none'],
    ['Enter picks the active option', open(1), 'Enter', COMBOBOX_CLOSED, 'select'],
    ['Escape closes an open popup', open(1), 'Escape', COMBOBOX_CLOSED, 'close'],
    [
      'Escape on a closed popup clears the text',
      COMBOBOX_CLOSED,
      'Escape',
      COMBOBOX_CLOSED,
      'clear',
    ],
    ['Tab closes without picking', open(1), 'Tab', COMBOBOX_CLOSED, 'none'],
  ] as const)('%s', (_name, state, name, next, effect) => {
    const step = key(state, name);
    expect(step.state).toEqual(next);
    expect(step.effect).toBe(effect);
  });

  it('leaves keys that are not its own to the text box', () => {
    expect(key(open(1), 'a').handled).toBe(false);
    expect(key(open(-1), 'Home').handled).toBe(false);
    expect(key(COMBOBOX_CLOSED, 'End').handled).toBe(false);
    // Enter with nothing active submits what was typed.
    expect(key(open(-1), 'Enter')).toMatchObject({ handled: false, effect: 'none' });
    expect(key(COMBOBOX_CLOSED, 'ArrowDown', 0)).toMatchObject({
      handled: false,
      state: COMBOBOX_CLOSED,
    });
    expect(key(COMBOBOX_CLOSED, 'ArrowUp', 0).handled).toBe(false);
  });

  it('opens without moving on Alt+ArrowDown and closes on Alt+ArrowUp', () => {
    expect(key(COMBOBOX_CLOSED, 'ArrowDown', 3, true).state).toEqual(open(-1));
    expect(key(open(1), 'ArrowUp', 3, true)).toMatchObject({
      state: COMBOBOX_CLOSED,
      effect: 'close',
    });
  });

  it('shows suggestions as the reader types, none active, and follows the pointer', () => {
    expect(comboboxStep(open(2), { type: 'input' }).state).toEqual(open(-1));
    expect(comboboxStep(COMBOBOX_CLOSED, { type: 'input' }).state).toEqual(open(-1));
    expect(comboboxStep(COMBOBOX_CLOSED, { type: 'hover', index: 1 }).state).toEqual(open(1));
    expect(comboboxStep(open(1), { type: 'close' }).state).toEqual(COMBOBOX_CLOSED);
  });
});
