import { atom } from 'nanostores';
import type { ReadableAtom } from 'nanostores';
import { parseListState, serialiseListState } from '@domain/list-controls';
import type { ListState } from '@domain/list-controls';
import { replaceQuery } from './address';

/** The parameters a list's state owns in the address. */
export const LIST_PARAMS = ['sort', 'type', 'category', 'min-price', 'max-price'] as const;

export interface ListControlsStore {
  readonly $state: ReadableAtom<ListState>;
  set(state: ListState): void;
}

/**
 * One static list's sort and filter (ListControls), starting from the address and written
 * back to it on every change, so a shared or reloaded address shows the same list.
 */
export function createListControls(): ListControlsStore {
  const $state = atom<ListState>(parseListState(location.search));
  return {
    $state,
    set(state) {
      $state.set(state);
      replaceQuery(serialiseListState(state), LIST_PARAMS);
    },
  };
}
