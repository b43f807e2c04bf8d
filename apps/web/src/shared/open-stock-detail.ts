// Opening a stock's detail screen (spec §2): the chosen stock is stored in local storage first, so the
// detail screen (and a reload of it) knows which stock to show, then the app navigates there with the
// symbol in the address as well.
import type { NavigateFunction } from 'react-router';
import { ROUTES } from './navigation/routes.ts';
import { readItem, STORAGE_KEYS, writeItem } from './storage/local-store.ts';

/** What is stored about the chosen stock: enough to title the detail screen before it loads. */
export interface ChosenStock {
  symbol: string;
  market: string;
  code: string;
  name: string;
}

export function stockDetailPath(symbol: string): string {
  return `${ROUTES.stockDetail}?symbol=${encodeURIComponent(symbol)}`;
}

export function openStockDetail(navigate: NavigateFunction, stock: ChosenStock): void {
  const { symbol, market, code, name } = stock;
  writeItem(STORAGE_KEYS.chosenStock, JSON.stringify({ symbol, market, code, name }));
  void navigate(stockDetailPath(symbol));
}

function isChosenStock(value: unknown): value is ChosenStock {
  if (typeof value !== 'object' || value === null) return false;
  return ['symbol', 'market', 'code', 'name'].every((key) => typeof Reflect.get(value, key) === 'string');
}

/** The last stock opened, or null when none was (or what is stored is not one). */
export function readChosenStock(): ChosenStock | null {
  const text = readItem(STORAGE_KEYS.chosenStock);
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    return isChosenStock(value) ? value : null;
  } catch {
    return null;
  }
}
