// The live countdown of an offering: to its opening, its close, or its draw; ticks every second.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OfferingSummary } from '@saham/contract/new-stock';
import { countdownParts, countdownText } from './countdown.ts';

function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

export function Countdown({
  offering,
  drawAt = null,
}: {
  offering: Pick<OfferingSummary, 'period' | 'opensAt' | 'closesAt'>;
  drawAt?: string | null;
}) {
  const { t } = useTranslation();
  const now = useNow();
  const target =
    offering.period === 'not_open'
      ? { key: 'newStock.countdown.opensIn', at: offering.opensAt }
      : offering.period === 'open'
        ? { key: 'newStock.countdown.closesIn', at: offering.closesAt }
        : drawAt !== null && Date.parse(drawAt) > now
          ? { key: 'newStock.countdown.drawIn', at: drawAt }
          : null;
  if (target === null) return null;
  const text = countdownText(countdownParts(now, Date.parse(target.at)));
  return (
    <p className="ns-countdown small" data-testid="offering-countdown">
      {t(target.key, { time: t(text.key, text.values) })}
    </p>
  );
}
