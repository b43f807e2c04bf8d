// The font size setting (normal or large) applies across the app through a class on <html>; the
// stylesheet scales the root size and antd-mobile's --adm-font-size-* variables from it.
import type { FontSize } from '@saham/contract/user';
import { readItem, STORAGE_KEYS, writeItem } from './local-store.ts';

export function storedFontSize(): FontSize {
  return readItem(STORAGE_KEYS.fontSize) === 'large' ? 'large' : 'normal';
}

export function applyFontSize(fontSize: FontSize): void {
  document.documentElement.classList.toggle('font-large', fontSize === 'large');
  document.documentElement.dataset.fontSize = fontSize;
  if (storedFontSize() !== fontSize) writeItem(STORAGE_KEYS.fontSize, fontSize);
}
