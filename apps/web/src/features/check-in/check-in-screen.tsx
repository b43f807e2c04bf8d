// /home/signIn — the daily check-in: the streak and today's check-in, the month's calendar in
// Malaysian days, the points held with the next expiry, the rewards points redeem (with a
// confirmation), the member's fee vouchers and redemptions. Days come from the server (Asia/Kuala_Lumpur), never
// from the device's clock.
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CheckInStatus } from '@saham/contract/check-in';
import { showToast } from '../../shared/feedback/toast.ts';
import { useFormatters } from '../../shared/format/use-formatters.ts';
import { LoadingBlock } from '../../shared/ui/loading-block.tsx';
import { Page } from '../../shared/ui/page.tsx';
import { QueryError } from '../../shared/ui/query-error.tsx';
import { useCheckInStatus } from './api/check-in-status.ts';
import { useCheckInToday } from './api/check-in-today.ts';
import { CheckInCalendar } from './check-in-calendar.tsx';
import { FeeVoucherList } from './fee-voucher-list.tsx';
import { RedemptionHistory } from './redemption-history.tsx';
import { RewardList } from './reward-list.tsx';
import './check-in.css';

export function CheckInScreen() {
  const { t } = useTranslation();
  const [month, setMonth] = useState<string | null>(null);
  const status = useCheckInStatus(month);
  const content = () => {
    if (status.isPending) return <LoadingBlock />;
    if (status.isError) return <QueryError error={status.error} onRetry={() => void status.refetch()} />;
    return (
      <>
        <StreakCard status={status.data} />
        <CheckInCalendar status={status.data} onMonth={setMonth} />
        <RewardList points={status.data.points} />
        <FeeVoucherList />
        <RedemptionHistory />
      </>
    );
  };
  return (
    <Page refreshable title={t('screens.signIn')} testId="check-in-screen">
      {content()}
    </Page>
  );
}

function StreakCard({ status }: { status: CheckInStatus }) {
  const { t } = useTranslation();
  const { date } = useFormatters();
  const checkIn = useCheckInToday();
  const submit = () => {
    checkIn.mutate(undefined, {
      onSuccess: (answer) => showToast(t('checkIn.done', { points: String(answer.points) })),
    });
  };
  return (
    <section className="card ci-streak" data-testid="check-in-streak-card">
      <div className="ci-streak-row">
        <div>
          <p className="muted small">{t('checkIn.streak')}</p>
          <p className="ci-streak-count" data-testid="check-in-streak">
            {status.streak}
          </p>
        </div>
        <div className="ci-points">
          <p className="muted small">{t('checkIn.points')}</p>
          <p className="ci-points-count" data-testid="check-in-points">
            {status.points}
          </p>
        </div>
      </div>
      <p className="muted small" data-testid="check-in-next-expiry">
        {status.nextExpiry
          ? t('checkIn.nextExpiry', {
              points: String(status.nextExpiry.points),
              time: date(status.nextExpiry.expiresAt),
            })
          : t('checkIn.noExpiry', { months: String(status.expiryMonths) })}
      </p>
      <Button
        color="primary"
        block
        shape="rounded"
        size="large"
        className="ci-button"
        disabled={status.hasCheckedInToday || checkIn.isPending}
        onClick={submit}
        data-testid="check-in-button"
      >
        {status.hasCheckedInToday
          ? t('checkIn.checkedIn')
          : t('checkIn.checkInFor', { points: String(status.todayPoints) })}
      </Button>
      <p className="muted small ci-schedule" data-testid="check-in-schedule">
        {t('checkIn.schedule', {
          days: String(status.schedule.length),
          points: String(Math.max(...status.schedule)),
        })}
      </p>
    </section>
  );
}
