import { persistentMap } from '@nanostores/persistent';
import { STORAGE_KEYS } from '@domain/storage';
import { onReset } from './seam';

/** Reader settings, persisted between visits (SPEC point 4). */
export interface Settings {
  highContrast: boolean;
}

const initial: Settings = { highContrast: false };

export const $settings = persistentMap<Settings>(STORAGE_KEYS.settings, initial, {
  encode: JSON.stringify,
  decode: (raw: string) => JSON.parse(raw) as boolean,
});

/** Turns high contrast on or off (and with it the persisted setting). */
export function setHighContrast(on: boolean): void {
  $settings.setKey('highContrast', on);
}

export const resetSettings = onReset(() => $settings.set({ ...initial }));
