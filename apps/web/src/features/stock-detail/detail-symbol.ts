// Which instrument a detail screen shows: the symbol in the address, else (stock detail only) the
// chosen stock stored in local storage when it was opened (spec §2), whose stored name and code
// title the screen until the detail arrives.
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { readChosenStock, type ChosenStock } from '../../shared/open-stock-detail.ts';

export function useDetailSymbol(canUseChosen: boolean): {
  symbol: string | null;
  chosen: ChosenStock | null;
} {
  const [params] = useSearchParams();
  const [stored] = useState(() => (canUseChosen ? readChosenStock() : null));
  const fromAddress = params.get('symbol')?.trim().toUpperCase() ?? '';
  const symbol = fromAddress !== '' ? fromAddress : (stored?.symbol ?? null);
  return { symbol, chosen: stored !== null && stored.symbol === symbol ? stored : null };
}
