// Loads lightweight-charts at run time, so only the screens with a chart download it, and only once the
// screen's first frame is painted.
import { useEffect, useState } from 'react';
import { useAfterPaint } from '../../shared/ui/use-after-paint.ts';
import type { ChartLibrary } from './chart-series.ts';

export function useChartLibrary(): { library: ChartLibrary | null; hasFailed: boolean } {
  const [library, setLibrary] = useState<ChartLibrary | null>(null);
  const [hasFailed, setHasFailed] = useState(false);
  // After the screen's first frame: 55 KB that the quote above it need not wait for.
  const hasPainted = useAfterPaint();
  useEffect(() => {
    if (!hasPainted) return;
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
  }, [hasPainted]);
  return { library, hasFailed };
}
