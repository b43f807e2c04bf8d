// Loads lightweight-charts at run time, so only the screens with a chart download it.
import { useEffect, useState } from 'react';
import type { ChartLibrary } from './chart-series.ts';

export function useChartLibrary(): { library: ChartLibrary | null; hasFailed: boolean } {
  const [library, setLibrary] = useState<ChartLibrary | null>(null);
  const [hasFailed, setHasFailed] = useState(false);
  useEffect(() => {
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
  }, []);
  return { library, hasFailed };
}
