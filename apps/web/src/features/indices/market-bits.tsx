// Small pieces the market screens share: the state tag of a market, the next-opening line, the
// breadth bar (advancers / unchanged / decliners) and a clock that re-renders once in a while.
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MarketState, MarketSummary } from '@saham/contract/quotes';
import { useFormatters } from '../../shared/format/use-formatters.ts';
import { useLanguage } from '../../shared/i18n/i18n.ts';
import { useServerNow } from '../../shared/time/server-clock.ts';
import { breadthShares, currentSession, shortenAmount, timeUntil } from './market-figures.ts';

const STATE_TONE: Record<MarketState, string> = {
  open: 'tone-green',
  pre_open: 'tone-orange',
  auction: 'tone-purple',
  closed: 'tone-grey',
  holiday: 'tone-red',
};

export function MarketStateTag({ state, testId }: { state: MarketState; testId?: string }) {
  const { t } = useTranslation();
  return (
    <span className={`market-state ${STATE_TONE[state]}`} data-state={state} data-testid={testId}>
      {state === 'open' && <span className="market-state-dot" aria-hidden="true" />}
      {t(`markets.states.${state}`)}
    </span>
  );
}

/** "Continuous trading until 12:30" while a session runs, else "Opens in 2h 15m · 23-11-2026 09:00". */
interface NextOpenTextProps {
  summary: MarketSummary;
  /** The server's clock minus the device's (see serverOffset). */
  offsetMs: number;
  testId?: string;
}

export function NextOpenText({ summary, offsetMs, testId }: NextOpenTextProps) {
  const { t } = useTranslation();
  const { date, clock } = useFormatters();
  const now = useServerNow(offsetMs);
  const waiting = timeUntil(now, summary.nextOpen);
  const running = currentSession(summary.sessions, now);
  let text: string;
  if (running !== null && running.isAllDay) text = t('markets.aroundTheClock');
  else if (running !== null) {
    text = t('markets.until', {
      phase: t(`markets.phases.${running.phase}`),
      time: clock(running.end),
    });
  } else if (summary.state !== 'closed' && summary.state !== 'holiday') text = t('markets.tradingNow');
  else if (summary.nextOpen === null) text = t('markets.noOpening');
  else if (waiting === null) text = t('markets.openingNow');
  else {
    const duration =
      waiting.days > 0
        ? t('markets.duration.days', waiting)
        : waiting.hours > 0
          ? t('markets.duration.hours', waiting)
          : t('markets.duration.minutes', waiting);
    text = t('markets.opensIn', { duration, time: date(summary.nextOpen) });
  }
  return (
    <span className="market-next-open" data-testid={testId}>
      {text}
    </span>
  );
}

export function BreadthBar({ summary, testId }: { summary: MarketSummary; testId?: string }) {
  const { t } = useTranslation();
  const [up, flat, down] = breadthShares(summary.advancers, summary.unchanged, summary.decliners);
  return (
    <div className="breadth" data-testid={testId}>
      <div className="breadth-bar" aria-hidden="true">
        {up > 0 && <span className="breadth-up" style={{ flexGrow: up }} />}
        {flat > 0 && <span className="breadth-flat" style={{ flexGrow: flat }} />}
        {down > 0 && <span className="breadth-down" style={{ flexGrow: down }} />}
      </div>
      <div className="breadth-legend">
        <span className="up" data-testid={testId ? `${testId}-advancers` : undefined}>
          {t('markets.advancers')} {summary.advancers}
        </span>
        <span className="muted" data-testid={testId ? `${testId}-unchanged` : undefined}>
          {t('markets.unchanged')} {summary.unchanged}
        </span>
        <span className="down" data-testid={testId ? `${testId}-decliners` : undefined}>
          {t('markets.decliners')} {summary.decliners}
        </span>
      </div>
    </div>
  );
}

/** The market's turnover, shortened, with its currency. */
export function TurnoverText({ summary, testId }: { summary: MarketSummary; testId?: string }) {
  const { t } = useTranslation();
  return (
    <span className="market-turnover" data-testid={testId}>
      <span className="muted">{t('markets.turnover')}</span>{' '}
      <strong>
        <ShortAmount amount={summary.turnover} /> {summary.currency}
      </strong>
    </span>
  );
}

const EAST_ASIAN_LANGUAGES: readonly string[] = ['zh', 'ch', 'ja', 'ko'];

/** A large amount shortened for its reader: "9.16M" in English, "916.06萬" in Chinese. */
export function ShortAmount({ amount }: { amount: string }) {
  const { t } = useTranslation();
  const { money } = useFormatters();
  const language = useLanguage();
  const short = shortenAmount(amount, EAST_ASIAN_LANGUAGES.includes(language) ? 'eastAsian' : 'western');
  if (short.unit === null) return <>{money(amount, { decimals: 0 })}</>;
  return (
    <>
      {money(short.amount)}
      {t(`markets.units.${short.unit}`)}
    </>
  );
}

/** A value that flashes once when it changes (not when it first shows). */
export function FlashValue({ value, children }: { value: string; children: ReactNode }) {
  const [seen, setSeen] = useState(value);
  const [changes, setChanges] = useState(0);
  if (seen !== value) {
    setSeen(value);
    setChanges(changes + 1);
  }
  return (
    <span key={changes} className={changes > 0 ? 'flash' : undefined}>
      {children}
    </span>
  );
}
