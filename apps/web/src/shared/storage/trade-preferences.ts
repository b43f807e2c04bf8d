// The trading preferences kept on the device (issue 16 §2), like the font size: whether an order is
// confirmed on a sheet before it is sent, and the colour of a rise. Green-up is the default for
// English and Malay readers, red-up for Chinese, Japanese and Korean ones; a choice in Settings wins
// over the language's default. The colour is one class on <html> that swaps the --up and --down
// variables every price, chart and P&L is painted with (theme.css).
import { useSyncExternalStore } from 'react';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@saham/domain/languages';
import { readItem, STORAGE_KEYS, subscribeToStorage, writeItem } from './local-store.ts';

export type UpColour = 'green' | 'red';
export const UP_COLOURS: readonly UpColour[] = ['green', 'red'];

const RED_UP_LANGUAGES: readonly Language[] = ['zh', 'ch', 'ja', 'ko'];

/** The colour of a rise a reader of `language` expects: red in Chinese, Japanese and Korean, else green. */
export function defaultUpColour(language: Language): UpColour {
  return RED_UP_LANGUAGES.includes(language) ? 'red' : 'green';
}

function languageOnDevice(): Language {
  const stored = readItem(STORAGE_KEYS.language);
  // The app's default language (zh) when none is stored.
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

/** The member's choice, else the default of the language on the device. */
export function storedUpColour(): UpColour {
  const stored = readItem(STORAGE_KEYS.upColour);
  return stored === 'green' || stored === 'red' ? stored : defaultUpColour(languageOnDevice());
}

export function chooseUpColour(colour: UpColour): void {
  writeItem(STORAGE_KEYS.upColour, colour);
}

/** Paints the stored (or the language's) up colour: `up-red` on <html> swaps --up and --down. */
export function applyUpColour(): void {
  const colour = storedUpColour();
  document.documentElement.classList.toggle('up-red', colour === 'red');
  document.documentElement.dataset.upColour = colour;
}

/** Applies the up colour now and again whenever the stored choice or the language changes. */
export function followUpColour(): () => void {
  applyUpColour();
  return subscribeToStorage(applyUpColour);
}

export function useUpColour(): UpColour {
  return useSyncExternalStore(subscribeToStorage, storedUpColour, storedUpColour);
}

/** Whether an order is shown on the confirmation sheet before it is sent (the default). */
export function isOrderConfirmOn(): boolean {
  return readItem(STORAGE_KEYS.orderConfirm) !== 'off';
}

export function setOrderConfirm(isOn: boolean): void {
  writeItem(STORAGE_KEYS.orderConfirm, isOn ? null : 'off');
}

export function useOrderConfirm(): boolean {
  return useSyncExternalStore(subscribeToStorage, isOrderConfirmOn, isOrderConfirmOn);
}

/** The colours of a rise and a fall for what CSS variables do not reach (charts, the printed certificate). */
export function riseFallColours(): { up: string; down: string } {
  const red = '#e5484d';
  const green = '#10a36b';
  return storedUpColour() === 'red' ? { up: red, down: green } : { up: green, down: red };
}
