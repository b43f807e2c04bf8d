// /home/newStockDetail?id=… and /home/newStockJpDetail?id=… — one offering: every field of spec §3,
// the timeline with where the offering stands, the prospectus summary, results by application size,
// the member's own applications (cancel, pay), and the verifiable ballot with its "verify" action.
// The apply button opens /home/newStockBuy while the period is open and applications are left; under
// it, "Unlock to apply" takes the fund password ahead of the opening (trade-unlock.tsx, decision 0028).
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { OfferingDetail } from '@saham/contract/new-stock';
import { DEFAULT_MARKETS } from '@saham/domain/markets/defaults';
import { useFormatters } from '../../shared/format/use-formatters.ts';
import { ROUTES } from '../../shared/navigation/routes.ts';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { LoadingBlock } from '../../shared/ui/loading-block.tsx';
import { Page } from '../../shared/ui/page.tsx';
import { QueryError } from '../../shared/ui/query-error.tsx';
import { useSession } from '../../shared/storage/session.ts';
import { useNewStockDetail } from './api/new-stock-detail.ts';
import { ApplicationRow } from './application-row.tsx';
import { BallotCard } from './ballot-card.tsx';
import { serverOffset } from '../../shared/time/server-clock.ts';
import { Countdown } from './countdown-text.tsx';
import { offeringIdOf, offeringName } from './new-stock-rules.ts';
import { OfferingFacts } from './offering-facts.tsx';
import { PERIOD_TAG, priceOf } from './offering-card.tsx';
import { useOfferingTime } from './offering-time.ts';
import { TradeUnlock } from './trade-unlock.tsx';
import './new-stock.css';

export function NewStockDetailScreen({ isJapan = false }: { isJapan?: boolean }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = offeringIdOf(params.get('id'));
  return (
    <Page
      refreshable
      title={t(isJapan ? 'screens.newStockJp' : 'screens.newStockDetail')}
      testId="new-stock-detail-screen"
    >
      {id === null ? (
        <EmptyState title={t('newStock.empty.missing')} testId="offering-missing" />
      ) : (
        <Detail id={id} />
      )}
    </Page>
  );
}

function Detail({ id }: { id: number }) {
  const query = useNewStockDetail(id);
  if (query.isPending) return <LoadingBlock />;
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  const offering = query.data;
  const offsetMs = serverOffset(offering.asOf, query.dataUpdatedAt);
  return (
    <div
      className="stack"
      data-testid="offering-detail"
      data-offering-id={offering.id}
      data-state={offering.state}
    >
      <Header offering={offering} offsetMs={offsetMs} />
      <MyApplications offering={offering} />
      <OfferingFacts offering={offering} />
      <Timeline offering={offering} />
      {offering.bands.length > 0 && <Bands offering={offering} />}
      {offering.ballot !== null && <BallotCard offering={offering} ballot={offering.ballot} />}
      <Prospectus offering={offering} />
    </div>
  );
}

function Header({
  offering,
  offsetMs,
}: {
  offering: OfferingDetail & { unlockedUntil: string | null; unlockMinutes: number };
  offsetMs: number;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const { language } = useFormatters();
  const canApply = offering.period === 'open' && offering.myApplicationsLeft > 0;
  const actionKey =
    offering.type === 'jp_bookbuilding'
      ? 'newStock.actions.bid'
      : offering.type === 'ipo'
        ? 'newStock.actions.apply'
        : 'newStock.actions.subscribe';
  return (
    <section className="card ns-card" data-testid="offering-header">
      <div className="ns-card-head">
        <div className="ns-card-title">
          <span className="ns-name" data-testid="offering-name">
            {offeringName(offering, language)}
          </span>
          <span className="muted small">
            {offering.code} · {t(`newStock.types.${offering.type}`)}
          </span>
        </div>
        <div className="ns-tags">
          <span className={`tag ${PERIOD_TAG[offering.period]}`} data-testid="offering-period">
            {t(`newStock.periods.${offering.period}`)}
          </span>
          {offering.state !== 'open' && offering.state !== 'announced' && (
            <span className="tag tag-neutral" data-testid="offering-state">
              {t(`newStock.states.${offering.state}`)}
            </span>
          )}
        </div>
      </div>
      <p className="ns-price ns-total" data-testid="offering-price">
        {priceOf(offering)} {offering.currency}
      </p>
      <Countdown
        offering={offering}
        offsetMs={offsetMs}
        drawAt={offering.state === 'closed' || offering.state === 'priced' ? offering.drawAt : null}
      />
      {offering.period === 'open' && (
        <Button
          color="primary"
          block
          shape="rounded"
          size="large"
          disabled={session !== null && !session.isGuest && !canApply}
          onClick={() => void navigate(`${ROUTES.newStockBuy}?id=${offering.id}`)}
          data-testid="offering-apply"
        >
          {canApply || session === null || session.isGuest
            ? t(actionKey)
            : t('errors.SUBSCRIPTION_LIMIT', { count: offering.perMemberLimit })}
        </Button>
      )}
      <TradeUnlock offering={offering} offsetMs={offsetMs} />
    </section>
  );
}

function MyApplications({ offering }: { offering: OfferingDetail }) {
  const { t } = useTranslation();
  if (offering.myApplications.length === 0) return null;
  return (
    <section className="stack" data-testid="offering-my-applications">
      <h2 className="card-title">{t('newStock.my.title')}</h2>
      <ul className="ns-list">
        {offering.myApplications.map((application) => (
          <ApplicationRow key={application.id} application={application} />
        ))}
      </ul>
    </section>
  );
}

function Timeline({ offering }: { offering: OfferingDetail }) {
  const { t } = useTranslation();
  const time = useOfferingTime(offering.market);
  const current = offering.timeline.findIndex((item) => !item.isDone);
  const labelKey = (step: string) =>
    step === 'announced' ? 'newStock.states.announced' : `newStock.timeline.${step}`;
  return (
    <section className="card" data-testid="offering-timeline">
      <h2 className="card-title">{t('newStock.timeline.title')}</h2>
      <ol className="ns-timeline">
        {offering.timeline.map((item, index) => (
          <li
            key={item.step}
            className={`ns-step ${item.isDone ? 'done' : ''} ${index === current ? 'current' : ''}`}
            data-testid={`timeline-${item.step}`}
            data-done={item.isDone}
          >
            <span className="ns-dot" aria-hidden />
            <span className="ns-step-text">
              <strong>{t(labelKey(item.step))}</strong>
              <span className="muted small">{time(item.at)}</span>
            </span>
          </li>
        ))}
      </ol>
      {offering.market !== 'MY' && (
        <p className="muted small">
          {t('newStock.fields.zoneNote', { zone: DEFAULT_MARKETS[offering.market].timezone })}
        </p>
      )}
    </section>
  );
}

function Bands({ offering }: { offering: OfferingDetail }) {
  const { t } = useTranslation();
  const { number } = useFormatters();
  return (
    <section className="card" data-testid="offering-bands">
      <h2 className="card-title">{t('newStock.bands.title')}</h2>
      <table className="ns-table">
        <thead>
          <tr>
            <th>{t('newStock.bands.band')}</th>
            <th>{t('newStock.bands.applications')}</th>
            <th>{t('newStock.bands.allotted')}</th>
            <th>{t('newStock.bands.winRate')}</th>
          </tr>
        </thead>
        <tbody>
          {offering.bands.map((band) => (
            <tr key={band.fromQuantity} data-testid="offering-band">
              <td>
                {band.toQuantity === null
                  ? `≥ ${number(band.fromQuantity, 0)}`
                  : t('newStock.bands.range', {
                      from: number(band.fromQuantity, 0),
                      to: number(band.toQuantity, 0),
                    })}
              </td>
              <td>{band.applications}</td>
              <td>{band.successful}</td>
              <td>{band.winRate === null ? '--' : `${band.winRate}%`}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function Prospectus({ offering }: { offering: OfferingDetail }) {
  const { t } = useTranslation();
  const { language } = useFormatters();
  const text = offering.prospectus[language] || offering.prospectus.en;
  if (!text) return null;
  return (
    <section className="card" data-testid="offering-prospectus">
      <h2 className="card-title">{t('newStock.prospectus')}</h2>
      <p className="ns-prospectus">{text}</p>
    </section>
  );
}
