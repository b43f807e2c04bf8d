// The verifiable ballot (issue 17 §4): the seed's hash published before the close, the entries' hash
// once closed, the seed revealed after the draw; the member's entry and result, and "verify", which
// fetches the published entries and recomputes the member's result in the app with the domain's draw.
import { useState } from 'react';
import { Button } from 'antd-mobile';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BallotCommitment, OfferingDetail } from '@saham/contract/new-stock';
import { fetchNewStockBallot } from './api/new-stock-ballot.ts';
import { verifyMyResult, type VerifyOutcome } from './verify-result.ts';

export function BallotCard({ offering, ballot }: { offering: OfferingDetail; ballot: BallotCommitment }) {
  const { t } = useTranslation();
  const entry = offering.myApplications.find(
    (application) => application.state !== 'cancelled' && application.state !== 'subscribing',
  );
  const [outcome, setOutcome] = useState<VerifyOutcome | null>(null);
  const verify = useMutation({
    mutationFn: () => fetchNewStockBallot(offering.id),
    onSuccess: (published) => {
      if (!entry) return;
      setOutcome(verifyMyResult(published.commitment, published.entries, entry, offering.lotSize).outcome);
    },
  });
  const hash = (value: string | null) => (
    <span className="ns-hash">{value ?? t('newStock.ballot.notYet')}</span>
  );
  const hasResult = entry !== undefined && ballot.seed !== null;
  return (
    <section className="card" data-testid="offering-ballot">
      <h2 className="card-title">{t('newStock.ballot.title')}</h2>
      <p className="muted small">{t('newStock.ballot.intro')}</p>
      <dl className="ns-rows ns-ballot-rows">
        <div>
          <dt>{t('newStock.ballot.seedHash')}</dt>
          <dd data-testid="ballot-seed-hash">{hash(ballot.seedHash)}</dd>
        </div>
        <div>
          <dt>{t('newStock.ballot.entriesHash')}</dt>
          <dd data-testid="ballot-entries-hash">{hash(ballot.entriesHash)}</dd>
        </div>
        <div>
          <dt>{t('newStock.ballot.seed')}</dt>
          <dd data-testid="ballot-seed">{hash(ballot.seed)}</dd>
        </div>
        {ballot.entryCount !== null && (
          <div>
            <dt>{t('newStock.ballot.entries')}</dt>
            <dd>{ballot.entryCount}</dd>
          </div>
        )}
        {entry !== undefined && (
          <div>
            <dt>{t('newStock.ballot.yourEntry')}</dt>
            <dd data-testid="ballot-my-entry">#{entry.id}</dd>
          </div>
        )}
        {hasResult && (
          <div>
            <dt>{t('newStock.ballot.yourResult')}</dt>
            <dd data-testid="ballot-my-result">{t(`newStock.appStates.${entry.state}`)}</dd>
          </div>
        )}
      </dl>
      {hasResult && (
        <div className="ns-verify">
          <Button
            shape="rounded"
            loading={verify.isPending}
            onClick={() => {
              setOutcome(null);
              verify.mutate();
            }}
            data-testid="ballot-verify"
          >
            {t('newStock.ballot.verify')}
          </Button>
          {outcome !== null && (
            <p
              role="status"
              className={outcome === 'verified' ? 'ns-verified' : 'ns-mismatch'}
              data-testid="ballot-verify-result"
              data-outcome={outcome}
            >
              {t(
                outcome === 'verified'
                  ? 'newStock.ballot.verified'
                  : outcome === 'mismatch'
                    ? 'newStock.ballot.mismatch'
                    : 'newStock.ballot.cannotVerify',
              )}
            </p>
          )}
        </div>
      )}
    </section>
  );
}
