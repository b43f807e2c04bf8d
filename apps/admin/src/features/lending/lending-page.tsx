// Securities lending: the programs (one per market: the annual lending fee rate, the member's share of
// it, the capacity, the minimum lending amount, the term, open or closed; each change audited by the
// server) and, on the second tab, members' loans of shares (in progress or ended, by account).
import { useEffect, useState } from 'react';
import { Button, Col, Form, Input, InputNumber, Row, Select, Switch, Table, Tabs, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  adminSaveLendingProgram,
  type AdminLendingLoan,
  type AdminLendingProgram,
  type LendingProgramState,
  type LendingStatus,
} from '@saham/contract/lending';
import { MARKET_CODES, type MarketCode } from '@saham/domain/markets/types';
import { useCanCall } from '../../shared/auth/current-staff.tsx';
import { formatDateTime } from '../../shared/format/format-date-time.ts';
import { formatMoney } from '../../shared/format/format-number.ts';
import { useLanguage } from '../../shared/i18n/use-language.ts';
import { FormDrawer } from '../../shared/ui/form-drawer.tsx';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { serverPaging } from '../../shared/ui/table-paging.ts';
import { useLendingLoans, useLendingPrograms, useSaveLendingProgram } from './api.ts';

const STATE_COLOURS: Record<LendingProgramState, string> = { open: 'green', full: 'gold', closed: 'default' };
const DECIMAL_RULE = { pattern: /^\d+(\.\d+)?$/, message: '0.00' };
const PERCENT_RULE = { pattern: /^\d{1,3}(\.\d{1,8})?$/, message: '0–100' };
const LENDING_MARKETS: readonly MarketCode[] = MARKET_CODES.filter(
  (code) => code !== 'CRYPTO' && code !== 'FX',
);

interface ProgramForm {
  market: MarketCode;
  annualRate: string;
  memberShare: string;
  capacity: string;
  minAmount: string;
  termDays: number;
  isOpen: boolean;
}

export function LendingPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'loans' ? 'loans' : 'programs';
  return (
    <>
      <PageHeader title={t('nav.lending')} />
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams({ tab: key }, { replace: true })}
        items={[
          { key: 'programs', label: t('lending.programs'), children: <ProgramsTab /> },
          { key: 'loans', label: t('lending.loans'), children: <LoansTab /> },
        ]}
        data-testid="lending-tabs"
      />
    </>
  );
}

function ProgramsTab() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const list = useLendingPrograms(page);
  const canSave = useCanCall(adminSaveLendingProgram);
  const [editing, setEditing] = useState<AdminLendingProgram | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const money = (amount: string, program: AdminLendingProgram) =>
    `${formatMoney(amount)} ${program.currency}`;
  const columns: TableColumnsType<AdminLendingProgram> = [
    { key: 'market', title: t('lending.market'), dataIndex: 'market' },
    {
      key: 'annualRate',
      title: t('lending.annualRate'),
      align: 'right',
      render: (_, p) => `${p.annualRate}%`,
    },
    {
      key: 'memberShare',
      title: t('lending.memberShare'),
      align: 'right',
      render: (_, p) => `${p.memberShare}%`,
    },
    {
      key: 'memberRate',
      title: t('lending.memberRate'),
      align: 'right',
      render: (_, p) => `${p.memberRate}%`,
    },
    { key: 'capacity', title: t('lending.capacity'), align: 'right', render: (_, p) => money(p.capacity, p) },
    { key: 'lent', title: t('lending.lent'), align: 'right', render: (_, p) => money(p.lent, p) },
    {
      key: 'minAmount',
      title: t('lending.minAmount'),
      align: 'right',
      render: (_, p) => money(p.minAmount, p),
    },
    { key: 'termDays', title: t('lending.termDays'), align: 'right', dataIndex: 'termDays' },
    { key: 'activeLoans', title: t('lending.activeLoans'), align: 'right', dataIndex: 'activeLoans' },
    {
      key: 'state',
      title: t('common.status'),
      render: (_, p) => <Tag color={STATE_COLOURS[p.state]}>{t(`lending.states.${p.state}`)}</Tag>,
    },
    {
      key: 'actions',
      title: t('common.actions'),
      render: (_, p) =>
        canSave && (
          <Button
            size="small"
            onClick={() => {
              setEditing(p);
              setIsOpen(true);
            }}
            data-testid={`lending-program-edit-${p.market}`}
          >
            {t('lending.edit')}
          </Button>
        ),
    },
  ];
  return (
    <>
      {canSave && (
        <Button
          type="primary"
          style={{ marginBottom: 16 }}
          onClick={() => {
            setEditing(null);
            setIsOpen(true);
          }}
          data-testid="lending-program-add"
        >
          {t('lending.add')}
        </Button>
      )}
      <Table<AdminLendingProgram>
        rowKey="id"
        columns={columns}
        dataSource={list.data?.items}
        loading={list.isFetching}
        pagination={serverPaging(page, list.data?.total, setPage)}
        scroll={{ x: 'max-content' }}
        size="middle"
        data-testid="lending-programs-table"
      />
      <ProgramDrawer open={isOpen} program={editing} onClose={() => setIsOpen(false)} />
    </>
  );
}

function ProgramDrawer({
  open,
  program,
  onClose,
}: {
  open: boolean;
  program: AdminLendingProgram | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ProgramForm>();
  const save = useSaveLendingProgram();
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
      program
        ? {
            market: program.market,
            annualRate: program.annualRate,
            memberShare: program.memberShare,
            capacity: program.capacity,
            minAmount: program.minAmount,
            termDays: program.termDays,
            isOpen: program.isOpen,
          }
        : {
            market: 'MY',
            annualRate: '2',
            memberShare: '50',
            capacity: '',
            minAmount: '',
            termDays: 90,
            isOpen: true,
          },
    );
  }, [open, program, form]);
  return (
    <FormDrawer<ProgramForm>
      open={open}
      onClose={onClose}
      title={program ? `${t('lending.edit')} ${program.market}` : t('lending.add')}
      form={form}
      isSaving={save.isPending}
      saveTestId="lending-program-save"
      onSave={(values) => save.mutateAsync({ ...(program ? { id: program.id } : {}), ...values })}
    >
      <Form.Item name="market" label={t('lending.market')} rules={[{ required: true }]}>
        <Select
          disabled={program !== null}
          options={LENDING_MARKETS.map((code) => ({ value: code, label: code }))}
          data-testid="lending-program-market"
        />
      </Form.Item>
      <Row gutter={12}>
        <Col span={12}>
          <Form.Item
            name="annualRate"
            label={t('lending.annualRate')}
            extra={t('lending.annualRateHint')}
            rules={[{ required: true }, PERCENT_RULE]}
          >
            <Input inputMode="decimal" suffix="%" data-testid="lending-program-rate" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            name="memberShare"
            label={t('lending.memberShare')}
            extra={t('lending.memberShareHint')}
            rules={[{ required: true }, PERCENT_RULE]}
          >
            <Input inputMode="decimal" suffix="%" data-testid="lending-program-share" />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={12}>
        <Col span={12}>
          <Form.Item name="capacity" label={t('lending.capacity')} rules={[{ required: true }, DECIMAL_RULE]}>
            <Input inputMode="decimal" data-testid="lending-program-capacity" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            name="minAmount"
            label={t('lending.minAmount')}
            rules={[{ required: true }, DECIMAL_RULE]}
          >
            <Input inputMode="decimal" data-testid="lending-program-min" />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={12}>
        <Col span={12}>
          <Form.Item name="termDays" label={t('lending.termDays')} rules={[{ required: true }]}>
            <InputNumber
              min={1}
              max={3650}
              precision={0}
              style={{ width: '100%' }}
              data-testid="lending-program-term"
            />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="isOpen" label={t('lending.isOpen')} valuePropName="checked">
            <Switch data-testid="lending-program-open" />
          </Form.Item>
        </Col>
      </Row>
    </FormDrawer>
  );
}

function LoansTab() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [status, setStatus] = useState<LendingStatus | undefined>(undefined);
  const [account, setAccount] = useState('');
  const [page, setPage] = useState(1);
  const list = useLendingLoans({ page, status, account: account || undefined });
  const money = (amount: string, loan: AdminLendingLoan) => `${formatMoney(amount)} ${loan.currency}`;
  const columns: TableColumnsType<AdminLendingLoan> = [
    { key: 'lendingNo', title: t('lending.lendingNo'), dataIndex: 'lendingNo' },
    { key: 'account', title: t('lending.account'), dataIndex: 'memberAccount' },
    { key: 'symbol', title: t('lending.instrument'), dataIndex: 'symbol' },
    { key: 'quantity', title: t('lending.quantity'), align: 'right', dataIndex: 'quantity' },
    { key: 'value', title: t('lending.value'), align: 'right', render: (_, l) => money(l.value, l) },
    {
      key: 'memberRate',
      title: t('lending.memberRate'),
      align: 'right',
      render: (_, l) => `${l.memberRate}%`,
    },
    {
      key: 'accrued',
      title: t('lending.accrued'),
      align: 'right',
      render: (_, l) => money(l.accruedTotal, l),
    },
    { key: 'paid', title: t('lending.paid'), align: 'right', render: (_, l) => money(l.paid, l) },
    {
      key: 'status',
      title: t('common.status'),
      render: (_, l) => (
        <Tag color={l.status === 'active' ? 'green' : 'default'}>
          {t(`lending.statuses.${l.status}`)}
          {l.endReason === null ? '' : ` · ${t(`lending.endReasons.${l.endReason}`)}`}
        </Tag>
      ),
    },
    { key: 'lentAt', title: t('lending.lentAt'), render: (_, l) => formatDateTime(l.lentAt, language) },
    {
      key: 'endedAt',
      title: t('lending.endedAt'),
      render: (_, l) => (l.endedAt === null ? '—' : formatDateTime(l.endedAt, language)),
    },
  ];
  return (
    <>
      <Row gutter={12} style={{ marginBottom: 16 }}>
        <Col>
          <Select<LendingStatus | 'all'>
            value={status ?? 'all'}
            style={{ width: 160 }}
            onChange={(value) => {
              setStatus(value === 'all' ? undefined : value);
              setPage(1);
            }}
            options={[
              { value: 'all', label: t('lending.all') },
              { value: 'active', label: t('lending.statuses.active') },
              { value: 'ended', label: t('lending.statuses.ended') },
            ]}
            data-testid="lending-loans-status"
          />
        </Col>
        <Col>
          <Input.Search
            allowClear
            placeholder={t('lending.accountPlaceholder')}
            onSearch={(value) => {
              setAccount(value.trim());
              setPage(1);
            }}
            style={{ width: 240 }}
            data-testid="lending-loans-search"
          />
        </Col>
      </Row>
      <Table<AdminLendingLoan>
        rowKey="id"
        columns={columns}
        dataSource={list.data?.items}
        loading={list.isFetching}
        pagination={serverPaging(page, list.data?.total, setPage)}
        scroll={{ x: 'max-content' }}
        size="middle"
        data-testid="lending-loans-table"
      />
    </>
  );
}
