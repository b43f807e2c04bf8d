import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearStorageExceptDeviceKeys, writeItem } from './local-store.ts';
import {
  applyUpColour,
  chooseUpColour,
  defaultUpColour,
  isOrderConfirmOn,
  riseFallColours,
  setOrderConfirm,
  storedUpColour,
} from './trade-preferences.ts';

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, value),
  };
}

/** Just enough of <html> for the class and data attribute the colour sets. */
function fakeDocument() {
  const classes = new Set<string>();
  const documentElement = {
    classList: { toggle: (name: string, on: boolean) => (on ? classes.add(name) : classes.delete(name)) },
    dataset: {} as Record<string, string>,
  };
  return { documentElement, classes };
}

describe('trading preferences on the device', () => {
  let page: ReturnType<typeof fakeDocument>;
  beforeEach(() => {
    vi.stubGlobal('localStorage', memoryStorage());
    page = fakeDocument();
    vi.stubGlobal('document', { documentElement: page.documentElement });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('defaults to green-up for English and Malay, red-up for Chinese, Japanese and Korean', () => {
    expect(defaultUpColour('en')).toBe('green');
    expect(defaultUpColour('ml')).toBe('green');
    for (const language of ['zh', 'ch', 'ja', 'ko'] as const) expect(defaultUpColour(language)).toBe('red');
  });

  it('follows the language on the device until the member chooses, then keeps the choice', () => {
    expect(storedUpColour()).toBe('red'); // nothing stored: the app's default language, zh
    writeItem('language', 'ml');
    expect(storedUpColour()).toBe('green');
    chooseUpColour('red');
    expect(storedUpColour()).toBe('red');
    writeItem('language', 'en');
    expect(storedUpColour()).toBe('red');
  });

  it('swaps the rise and fall colours on <html> and for charts', () => {
    writeItem('language', 'en');
    applyUpColour();
    expect(page.classes.has('up-red')).toBe(false);
    expect(riseFallColours()).toEqual({ up: '#10a36b', down: '#e5484d' });
    chooseUpColour('red');
    applyUpColour();
    expect(page.classes.has('up-red')).toBe(true);
    expect(page.documentElement.dataset.upColour).toBe('red');
    expect(riseFallColours()).toEqual({ up: '#e5484d', down: '#10a36b' });
  });

  it('confirms orders by default; "don\'t ask again" turns it off until turned on in Settings', () => {
    expect(isOrderConfirmOn()).toBe(true);
    setOrderConfirm(false);
    expect(isOrderConfirmOn()).toBe(false);
    setOrderConfirm(true);
    expect(isOrderConfirmOn()).toBe(true);
  });

  it('keeps both choices when a session ends: they belong to the device', () => {
    setOrderConfirm(false);
    chooseUpColour('green');
    writeItem('tokend', 'abc');
    clearStorageExceptDeviceKeys();
    expect(isOrderConfirmOn()).toBe(false);
    expect(storedUpColour()).toBe('green');
  });
});
