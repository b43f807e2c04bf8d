// One offering (issue 17 §1): its terms, the lifecycle actions it may take now (each confirmed, with
// the final price when pricing and the fee policy when postponing or withdrawing; audited by the
// server), applications and amounts by size band, the total subscription and oversubscription, the
// ballot's inputs and results, refunds paid, the ledger's escrow against what applications hold, and
// the applications themselves (filter by state or account, CSV export).
import { useState } from 'react';
import {
  Alert,
  Button,
  Card,
  Descriptions,
  Form,
  Input,
  Modal,
  Select,
  Space,
  Switch,
  Table,
  Tag,
  Typography,
} from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import {
  exportOfferingApplications,
  transitionOffering,
  type AdminApplication,
  type AdminOffering,
} from '@saham/contract/offerings';
import type { SizeBand } from '@saham/contract/new-stock';
import {
  APPLICATION_STATES,
  OFFERING_ACTIONS,
  canTransition,
  type ApplicationState,
  type OfferingAction,
} from '@saham/domain/new-shares/offerings';
import { useCanCall } from '../../shared/auth/current-staff.tsx';
import { formatDateTime } from '../../shared/format/format-date-time.ts';
import { formatMoney, formatPrice } from '../../shared/format/format-number.ts';
import { useLanguage } from '../../shared/i18n/use-language.ts';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { serverPaging } from '../../shared/ui/table-paging.ts';
import {
  downloadApplicationsCsv,
  useOffering,
  useOfferingApplications,
  useTransitionOffering,
} from './api/offerings.ts';
import { STATE_COLOURS, priceText } from './offerings-page.tsx';

const DANGER_ACTIONS: readonly OfferingAction[] = ['postpone', 'withdraw'];

export function OfferingDetailPage() {
  const { t } = useTranslation();
  const params = useParams();
  const id = Number(params.id);
  const query = useOffering(Number.isInteger(id) && id > 0 ? id : 0);
  if (query.isPending) return <Card loading />;
  if (query.isError) return <Alert type="error" message={t('offerings.noOfferings')} />;
  const offering = query.data;
  return (
    <div data-testid="offering-detail-page" data-state={offering.state}>
      <PageHeader
        title={`${offering.symbol} · ${offering.names.en ?? offering.code}`}
        extra={<Link to="/offerings">{t('offerings.backToList')}</Link>}
      />
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <Lifecycle offering={offering} />
        <Terms offering={offering} />
        <Subscription offering={offering} />
        <Ballot offering={offering} />
        <Money offering={offering} />
        <Applications offering={offering} />
      </Space>
    </div>
  );
}

function Lifecycle({ offering }: { offering: AdminOffering }) {
  const { t } = useTranslation();
  const canAct = useCanCall(transitionOffering);
  const [action, setAction] = useState<OfferingAction | null>(null);
  const available = OFFERING_ACTIONS.filter((candidate) => canTransition(candidate, offering.state));
  return (
    <Card title={t('offerings.lifecycle')} size="small">
      <Space wrap>
        <Tag color={STATE_COLOURS[offering.state]} data-testid="offering-detail-state">
          {t(`offerings.states.${offering.state}`)}
        </Tag>
        {canAct &&
          available.map((candidate) => (
            <Button
              key={candidate}
              danger={DANGER_ACTIONS.includes(candidate)}
              type={DANGER_ACTIONS.includes(candidate) ? 'default' : 'primary'}
              onClick={() => setAction(candidate)}
              data-testid={`offering-action-${candidate}`}
            >
              {t(`offerings.actions.${candidate}`)}
            </Button>
          ))}
      </Space>
      {action !== null && <ActionModal offering={offering} action={action} onClose={() => setAction(null)} />}
    </Card>
  );
}

interface ActionForm {
  issuePrice?: string;
  refundFees: boolean;
  reason: string;
}

function ActionModal({
  offering,
  action,
  onClose,
}: {
  offering: AdminOffering;
  action: OfferingAction;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ActionForm>();
  const transition = useTransitionOffering();
  const submit = (values: ActionForm) =>
    transition.mutate(
      {
        id: offering.id,
        action,
        ...(action === 'price' ? { issuePrice: (values.issuePrice ?? '').trim() } : {}),
        refundFees: values.refundFees,
        reason: values.reason.trim(),
      },
      { onSuccess: onClose },
    );
  return (
    <Modal
      open
      title={t('offerings.confirm.title', { action: t(`offerings.actions.${action}`), code: offering.code })}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('common.confirm')}
      cancelText={t('common.cancel')}
      okButtonProps={{
        loading: transition.isPending,
        danger: DANGER_ACTIONS.includes(action),
        'data-testid': 'offering-action-confirm',
      }}
      destroyOnHidden
    >
      <p>{t('offerings.confirm.body')}</p>
      {action === 'withdraw' && <p>{t('offerings.confirm.withdraw')}</p>}
      <Form<ActionForm>
        form={form}
        layout="vertical"
        initialValues={{ refundFees: true, reason: '', issuePrice: offering.applicationPrice ?? '' }}
        onFinish={submit}
      >
        {action === 'price' && (
          <Form.Item
            name="issuePrice"
            label={t('offerings.confirm.price')}
            rules={[{ required: true }, { pattern: /^\d+(\.\d+)?$/, message: '0.00' }]}
          >
            <Input inputMode="decimal" data-testid="offering-action-price" />
          </Form.Item>
        )}
        {DANGER_ACTIONS.includes(action) && (
          <Form.Item name="refundFees" label={t('offerings.fields.fee')} valuePropName="checked">
            <Switch data-testid="offering-action-refund-fees" />
          </Form.Item>
        )}
        <Form.Item name="reason" label={t('common.reason')} rules={[{ max: 500 }]}>
          <Input.TextArea
            rows={2}
            placeholder={t('common.reasonPlaceholder')}
            data-testid="offering-action-reason"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function Terms({ offering }: { offering: AdminOffering }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const time = (iso: string | null) => (iso === null ? '—' : formatDateTime(iso, language));
  const money = (value: string) => `${formatMoney(value, offering.currency)} ${offering.currency}`;
  return (
    <Card title={t('offerings.detail.summary')} size="small">
      <Descriptions size="small" column={{ xs: 1, md: 2, xl: 3 }} bordered>
        <Descriptions.Item label={t('offerings.fields.type')}>
          {t(`offerings.types.${offering.type}`)}
        </Descriptions.Item>
        <Descriptions.Item label={t('offerings.fields.market')}>{offering.market}</Descriptions.Item>
        <Descriptions.Item label={t('offerings.fields.underwriter')}>
          {offering.leadUnderwriter || '—'}
        </Descriptions.Item>
        <Descriptions.Item label={t('offerings.fields.applicationPrice')}>
          {priceText(offering)}
        </Descriptions.Item>
        <Descriptions.Item label={t('offerings.fields.issuePrice')}>
          <span data-testid="offering-detail-issue-price">
            {offering.issuePrice === null
              ? '—'
              : `${formatPrice(offering.issuePrice, offering.currency)} ${offering.currency}`}
          </span>
        </Descriptions.Item>
        <Descriptions.Item label={t('offerings.fields.lotShares')}>{offering.lotSize}</Descriptions.Item>
        <Descriptions.Item label={t('offerings.fields.minShares')}>{offering.minQuantity}</Descriptions.Item>
        <Descriptions.Item label={t('offerings.fields.maxShares')}>
          {offering.maxQuantity ?? '—'}
        </Descriptions.Item>
        <Descriptions.Item label={t('offerings.fields.minInvestment')}>
          {money(offering.minInvestment)}
        </Descriptions.Item>
        <Descriptions.Item label={t('offerings.fields.offeredShares')}>
          {offering.quantityOffered}
        </Descriptions.Item>
        <Descriptions.Item label={t('offerings.fields.perMemberLimit')}>
          {offering.perMemberLimit}
        </Descriptions.Item>
        <Descriptions.Item label={t('offerings.fields.fee')}>
          {money(offering.fee)}
          {offering.feeOnSuccessOnly ? ` · ${t('offerings.fields.feeOnSuccessOnly')}` : ''}
        </Descriptions.Item>
        <Descriptions.Item label={t('offerings.fields.opensAt')}>{time(offering.opensAt)}</Descriptions.Item>
        <Descriptions.Item label={t('offerings.fields.closesAt')}>
          {time(offering.closesAt)}
        </Descriptions.Item>
        <Descriptions.Item label={t('offerings.fields.drawAt')}>{time(offering.drawAt)}</Descriptions.Item>
        <Descriptions.Item label={t('offerings.fields.allotmentAt')}>
          {time(offering.allotmentAt)}
        </Descriptions.Item>
        <Descriptions.Item label={t('offerings.fields.listingAt')}>
          {time(offering.listingAt)}
        </Descriptions.Item>
        <Descriptions.Item label={t('offerings.fields.paymentDeadline')}>
          {time(offering.paymentDeadline)}
        </Descriptions.Item>
        {offering.entitlementRatio !== null && (
          <Descriptions.Item label={t('offerings.fields.entitlementNew')}>
            {offering.entitlementRatio.newShares} : {offering.entitlementRatio.heldShares} ·{' '}
            {time(offering.entitlementAt)}
          </Descriptions.Item>
        )}
        {offering.tiers.map((tier) => (
          <Descriptions.Item key={tier.rank} label={`${t('offerings.fields.tiers')} ${tier.rank}`}>
            {tier.names[language] || tier.names.en} · {money(tier.minAmount)}
          </Descriptions.Item>
        ))}
        <Descriptions.Item label={t('offerings.fields.lockDays')}>{offering.lockDays}</Descriptions.Item>
        <Descriptions.Item label={t('offerings.fields.ballotMode')}>
          {t(`offerings.ballotModes.${offering.ballotMode}`)}
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}

function Subscription({ offering }: { offering: AdminOffering }) {
  const { t } = useTranslation();
  const columns: TableColumnsType<SizeBand> = [
    {
      key: 'band',
      title: t('offerings.detail.band'),
      render: (_, band) =>
        band.toQuantity === null ? `≥ ${band.fromQuantity}` : `${band.fromQuantity} – ${band.toQuantity}`,
    },
    { key: 'count', title: t('offerings.detail.count'), align: 'right', dataIndex: 'applications' },
    { key: 'shares', title: t('offerings.detail.shares'), align: 'right', dataIndex: 'appliedQuantity' },
    {
      key: 'allotted',
      title: t('offerings.detail.allotted'),
      align: 'right',
      render: (_, band) => `${band.successful} · ${band.allottedQuantity}`,
    },
    {
      key: 'winRate',
      title: t('offerings.detail.winRate'),
      align: 'right',
      render: (_, band) => (band.winRate === null ? '—' : `${band.winRate}%`),
    },
  ];
  return (
    <Card title={t('offerings.detail.bands')} size="small">
      <Descriptions size="small" column={{ xs: 1, md: 4 }} style={{ marginBottom: 12 }}>
        <Descriptions.Item label={t('offerings.detail.applications')}>
          <span data-testid="offering-detail-count">{offering.applicationCount}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('offerings.detail.totalSubscription')}>
          {offering.subscribedQuantity}
        </Descriptions.Item>
        <Descriptions.Item label={t('offerings.detail.amount')}>
          {formatMoney(offering.subscribedAmount, offering.currency)} {offering.currency}
        </Descriptions.Item>
        <Descriptions.Item label={t('offerings.detail.oversubscription')}>
          <span data-testid="offering-detail-oversubscription">
            {t('offerings.detail.times', { value: offering.oversubscription })}
          </span>
        </Descriptions.Item>
      </Descriptions>
      <Table<SizeBand>
        rowKey="fromQuantity"
        columns={columns}
        dataSource={offering.bands}
        pagination={false}
        size="small"
        data-testid="offering-bands-table"
      />
    </Card>
  );
}

function Ballot({ offering }: { offering: AdminOffering }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const ballot = offering.ballot;
  const code = (value: string | null) =>
    value === null ? (
      t('offerings.detail.notYet')
    ) : (
      <Typography.Text code copyable style={{ wordBreak: 'break-all' }}>
        {value}
      </Typography.Text>
    );
  return (
    <Card title={t('offerings.detail.ballot')} size="small" data-testid="offering-detail-ballot">
      {ballot === null ? (
        t('offerings.detail.notYet')
      ) : (
        <Descriptions size="small" column={1} bordered>
          <Descriptions.Item label={t('offerings.detail.seedHash')}>
            {code(ballot.seedHash)}
          </Descriptions.Item>
          <Descriptions.Item label={t('offerings.detail.entriesHash')}>
            {code(ballot.entriesHash)}
          </Descriptions.Item>
          <Descriptions.Item label={t('offerings.detail.entries')}>
            {ballot.entryCount ?? '—'}
          </Descriptions.Item>
          <Descriptions.Item label={t('offerings.detail.seed')}>
            <span data-testid="offering-detail-seed">{code(ballot.seed)}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('offerings.detail.lotsOffered')}>
            {ballot.lotsOffered ?? '—'}
          </Descriptions.Item>
          <Descriptions.Item label={t('offerings.fields.drawAt')}>
            {ballot.drawnAt === null ? '—' : formatDateTime(ballot.drawnAt, language)}
          </Descriptions.Item>
          <Descriptions.Item label={t('offerings.appStates.awaiting_payment')}>
            {offering.awaitingPayment}
          </Descriptions.Item>
          <Descriptions.Item label={t('offerings.detail.reserve')}>{offering.reserveLeft}</Descriptions.Item>
        </Descriptions>
      )}
    </Card>
  );
}

function Money({ offering }: { offering: AdminOffering }) {
  const { t } = useTranslation();
  const money = (value: string) => `${formatMoney(value, offering.currency)} ${offering.currency}`;
  const matches = offering.escrow === offering.frozen;
  return (
    <Card
      title={t('offerings.detail.money')}
      size="small"
      extra={
        <Tag color={matches ? 'green' : 'red'} data-testid="offering-escrow-check">
          {matches ? t('offerings.detail.matches') : t('offerings.detail.mismatch')}
        </Tag>
      }
    >
      <Descriptions size="small" column={{ xs: 1, md: 3 }}>
        <Descriptions.Item label={t('offerings.detail.escrow')}>
          <span data-testid="offering-detail-escrow">{money(offering.escrow)}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('offerings.detail.frozen')}>
          <span data-testid="offering-detail-frozen">{money(offering.frozen)}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('offerings.detail.refunds')}>
          <span data-testid="offering-detail-refunds">{money(offering.refundsPaid)}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('offerings.appStates.won')}>
          {money(offering.converted)}
        </Descriptions.Item>
        <Descriptions.Item label={t('offerings.fields.fee')}>{money(offering.feesCharged)}</Descriptions.Item>
        <Descriptions.Item label={t('offerings.detail.pending')}>
          {offering.awaitingPayment}
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}

function Applications({ offering }: { offering: AdminOffering }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const canExport = useCanCall(exportOfferingApplications);
  const [state, setState] = useState<ApplicationState | undefined>(undefined);
  const [account, setAccount] = useState('');
  const [page, setPage] = useState(1);
  const [isExporting, setIsExporting] = useState(false);
  const list = useOfferingApplications({
    offeringId: offering.id,
    state,
    account: account || undefined,
    page,
  });
  const money = (value: string) => `${formatMoney(value, offering.currency)} ${offering.currency}`;
  const columns: TableColumnsType<AdminApplication> = [
    { key: 'id', title: '#', dataIndex: 'id' },
    { key: 'member', title: t('offerings.detail.member'), dataIndex: 'memberAccount' },
    {
      key: 'state',
      title: t('offerings.detail.state'),
      render: (_, application) => (
        <Tag data-testid={`application-state-${application.id}`}>
          {t(`offerings.appStates.${application.state}`)}
        </Tag>
      ),
    },
    { key: 'quantity', title: t('offerings.detail.quantity'), align: 'right', dataIndex: 'quantity' },
    {
      key: 'bid',
      title: t('offerings.detail.bid'),
      align: 'right',
      render: (_, application) =>
        application.offeringType === 'jp_bookbuilding' && application.bidPrice === null
          ? t('offerings.detail.atOffer')
          : formatPrice(application.bidPrice ?? application.price ?? '—', application.currency),
    },
    { key: 'allotted', title: t('offerings.detail.allotted'), align: 'right', dataIndex: 'allottedQuantity' },
    {
      key: 'frozen',
      title: t('offerings.detail.frozen'),
      align: 'right',
      render: (_, application) => money(application.frozenAmount),
    },
    {
      key: 'refunded',
      title: t('offerings.detail.refunds'),
      align: 'right',
      render: (_, application) => money(application.refundedAmount),
    },
    {
      key: 'appliedAt',
      title: t('offerings.detail.appliedAt'),
      render: (_, application) => formatDateTime(application.createdAt, language),
    },
  ];
  return (
    <Card
      title={t('offerings.detail.applications')}
      size="small"
      extra={
        canExport && (
          <Button
            loading={isExporting}
            onClick={() => {
              setIsExporting(true);
              void downloadApplicationsCsv(offering.id).finally(() => setIsExporting(false));
            }}
            data-testid="offering-export"
          >
            {t('offerings.actions.export')}
          </Button>
        )
      }
    >
      <Space wrap style={{ marginBottom: 12 }}>
        <Input.Search
          allowClear
          placeholder={t('offerings.detail.member')}
          onSearch={(value) => {
            setAccount(value.trim());
            setPage(1);
          }}
          style={{ width: 200 }}
          data-testid="offering-applications-account"
        />
        <Select
          allowClear
          placeholder={t('offerings.detail.state')}
          value={state}
          onChange={(value: ApplicationState | undefined) => {
            setState(value);
            setPage(1);
          }}
          options={APPLICATION_STATES.map((value) => ({ value, label: t(`offerings.appStates.${value}`) }))}
          style={{ width: 200 }}
        />
      </Space>
      <Table<AdminApplication>
        rowKey="id"
        columns={columns}
        dataSource={list.data?.items}
        loading={list.isFetching}
        pagination={serverPaging(page, list.data?.total, setPage)}
        scroll={{ x: 'max-content' }}
        size="small"
        data-testid="offering-applications-table"
      />
    </Card>
  );
}
