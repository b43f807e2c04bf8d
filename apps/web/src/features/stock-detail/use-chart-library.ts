// Loads lightweight-charts at run time, so only the screens with a chart download it, and only once
// `isWanted` (the quote above the chart is on screen: 55 KB that the price need not wait for).
import { useEffect, useState } from 'react';
import type { ChartLibrary } from './chart-series.ts';

export function useChartLibrary(isWanted: boolean): { library: ChartLibrary | null; hasFailed: boolean } {
  const [library, setLibrary] = useState<ChartLibrary | null>(null);
  const [hasFailed, setHasFailed] = useState(false);
  useEffect(() => {
    if (!isWanted) return;
    let isMounted = true;
    import('lightweight-charts').then(
      (loaded) => {
        if (isMounted) setLibrary(loaded);
      },
      () => {
        if (isMounted) setHasFailed(true);
      },
    );
    return () => {
      isMounted = false;
    };
  }, [isWanted]);
  return { library, hasFailed };
}
