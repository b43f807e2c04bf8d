// The back office's landing page: how much work waits in each review queue the staff member may open,
// each count a link to its queue filtered to pending. The counts are the menu's (one polled query).
import { Card, Col, Empty, Flex, Row, Spin, Statistic, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { REVIEW_QUEUES, type ReviewQueue } from '@saham/contract/admin-dashboard';
import { formatDateTime } from '../../shared/format/format-date-time.ts';
import { useLanguage } from '../../shared/i18n/use-language.ts';
import { useQueueCounts } from '../../shared/api/queue-counts.ts';
import { PageHeader } from '../../shared/ui/page-header.tsx';

/** Where each queue lives, opened on what waits. */
const QUEUE_PATHS: Record<ReviewQueue, string> = {
  realName: '/real-name?status=pending',
  deposits: '/deposits?status=pending',
  withdrawals: '/withdrawals?status=pending',
  adjustments: '/adjustments?status=pending',
  dayTrading: '/day-trading?status=pending',
  loans: '/loans?status=pending',
};

function QueueCard({ queue, pending }: { queue: ReviewQueue; pending: number }) {
  const { t } = useTranslation();
  return (
    <Link to={QUEUE_PATHS[queue]} data-testid={`dashboard-queue-${queue}`} data-count={pending}>
      <Card hoverable size="small" style={{ height: '100%' }}>
        <Statistic
          title={t(`dashboard.queues.${queue}`)}
          value={pending}
          valueStyle={{ color: pending > 0 ? '#d46b08' : '#8c8c8c', fontSize: 32 }}
        />
        <Typography.Text type="secondary">
          {pending > 0 ? t('dashboard.openQueue') : t('dashboard.nothingWaiting')}
        </Typography.Text>
      </Card>
    </Link>
  );
}

export function DashboardPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const counts = useQueueCounts();
  const queues = REVIEW_QUEUES.filter((queue) => counts.data?.[queue] !== undefined);
  const total = queues.reduce((sum, queue) => sum + (counts.data?.[queue] ?? 0), 0);
  return (
    <>
      <PageHeader
        title={t('dashboard.title')}
        extra={
          counts.dataUpdatedAt > 0 && (
            <Typography.Text type="secondary" data-testid="dashboard-updated">
              {t('dashboard.updatedAt', {
                time: formatDateTime(new Date(counts.dataUpdatedAt).toISOString(), language),
              })}
            </Typography.Text>
          )
        }
      />
      {counts.isPending ? (
        <Spin style={{ display: 'block', marginTop: 80 }} />
      ) : queues.length === 0 ? (
        <Empty description={t('dashboard.noQueues')} />
      ) : (
        <>
          <Typography.Paragraph type="secondary" data-testid="dashboard-total">
            {total > 0 ? t('dashboard.totalWaiting', { total }) : t('dashboard.allClear')}
          </Typography.Paragraph>
          <Row gutter={[16, 16]} data-testid="dashboard-queues">
            {queues.map((queue) => (
              <Col key={queue} xs={24} sm={12} lg={8} xxl={6}>
                <Flex vertical style={{ height: '100%' }}>
                  <QueueCard queue={queue} pending={counts.data?.[queue] ?? 0} />
                </Flex>
              </Col>
            ))}
          </Row>
        </>
      )}
    </>
  );
}
