// Short selling and investor net buying of the latest trading days, labelled as provider data (the
// simulator's provider until a real feed is connected): per day the short-sold volume and its share
// of the volume, and net buying (+) or selling (−) of local institutions, local retail and foreign
// investors, with a bar scaled to the largest figure shown.
import { useTranslation } from 'react-i18next';
import type { DayFlowsWire } from '@saham/contract/quotes';
import { useLanguage } from '../../shared/i18n/i18n.ts';
import { LoadingBlock } from '../../shared/ui/loading-block.tsx';
import { QueryError } from '../../shared/ui/query-error.tsx';
import { useFlows } from './api/market-flows.ts';
import { FIRST_VIEW, useAfterPaint } from '../../shared/ui/use-after-paint.ts';
import { compactNumber, signed, toneOf } from './detail-format.ts';

const CLASSES = ['localInstitutions', 'localRetail', 'foreign'] as const;

function NetBars({ day }: { day: DayFlowsWire }) {
  const { t } = useTranslation();
  const language = useLanguage();
  // Bar widths only: drawing, not arithmetic on money.
  const largest = Math.max(1, ...CLASSES.map((name) => Math.abs(Number(day.net[name].volume))));
  return (
    <ul className="net-bars" data-testid="flows-net">
      {CLASSES.map((name) => {
        const { volume, value } = day.net[name];
        const tone = toneOf(volume);
        const width = `${Math.round((Math.abs(Number(volume)) / largest) * 50)}%`;
        return (
          <li key={name} className="net-bar-row" data-testid={`flows-net-${name}`} data-volume={volume}>
            <span className="net-bar-label">{t(`stockDetail.flows.classes.${name}`)}</span>
            <span className="net-bar-track">
              <span className={`net-bar ${tone}`} style={{ width }} />
            </span>
            <span className={`net-bar-value ${tone}`}>
              {signed(compactNumber(volume, language))}
              <span className="muted net-bar-money">{signed(compactNumber(value, language))}</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}

export function FlowsCard({ symbol }: { symbol: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  // Below the chart: asked once the quote at the top is on screen.
  const query = useFlows(symbol, useAfterPaint(FIRST_VIEW));
  const latest = query.data?.days[0];
  return (
    <section className="card detail-card" data-testid="stock-flows">
      <div className="card-header">
        <h2 className="card-title">{t('stockDetail.flows.title')}</h2>
        <span className="tag tag-neutral" data-testid="stock-flows-source">
          {t('stockDetail.flows.providerData')}
        </span>
      </div>
      {query.isPending && <LoadingBlock compact />}
      {query.isError && <QueryError error={query.error} onRetry={() => void query.refetch()} />}
      {query.data !== undefined && latest === undefined && (
        <p className="muted small">{t('stockDetail.flows.none')}</p>
      )}
      {query.data !== undefined && latest !== undefined && (
        <>
          <h3 className="profile-subtitle">
            {t('stockDetail.flows.netTitle')} <span className="muted small">{latest.date}</span>
          </h3>
          <NetBars day={latest} />
          <h3 className="profile-subtitle">{t('stockDetail.flows.shortTitle')}</h3>
          <table className="flows-table" data-testid="flows-short">
            <thead>
              <tr>
                <th>{t('stockDetail.flows.date')}</th>
                <th>{t('stockDetail.flows.shortVolume')}</th>
                <th>{t('stockDetail.flows.shortShare')}</th>
                <th>{t('stockDetail.flows.foreignNet')}</th>
              </tr>
            </thead>
            <tbody>
              {query.data.days.map((day) => (
                <tr key={day.date} data-testid="flows-day">
                  <td>{day.date.slice(5)}</td>
                  <td>{compactNumber(day.shortVolume, language)}</td>
                  <td>{day.shortPercent}%</td>
                  <td className={toneOf(day.net.foreign.volume)}>
                    {signed(compactNumber(day.net.foreign.volume, language))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="muted flows-note">{t('stockDetail.flows.note')}</p>
        </>
      )}
    </section>
  );
}
