// The live countdown of an offering: to its opening, its close, or its draw; ticks every second on the
// server's clock (`offsetMs`: the server's minus the device's, from the answer's `asOf`).
import { useTranslation } from 'react-i18next';
import type { OfferingSummary } from '@saham/contract/new-stock';
import { useServerNow } from '../../shared/time/server-clock.ts';
import { countdownAt } from './countdown.ts';

export function Countdown({
  offering,
  offsetMs,
  drawAt = null,
}: {
  offering: Pick<OfferingSummary, 'period' | 'opensAt' | 'closesAt'>;
  offsetMs: number;
  drawAt?: string | null;
}) {
  const { t } = useTranslation();
  const now = useServerNow(offsetMs, 1_000);
  const shown = countdownAt(offering, drawAt, now);
  if (shown === null) return null;
  return (
    <p className="ns-countdown small" data-testid="offering-countdown">
      {t(shown.key, { time: t(shown.time.key, shown.time.values) })}
    </p>
  );
}
