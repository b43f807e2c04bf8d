// The audit log (admin only): who did what to which target, when, why, from which address, and the
// values before and after (expand a row).
import { useState } from 'react';
import { Button, Col, Form, Input, Row, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '@saham/contract/admin-staff';
import { formatDateTime } from '../../shared/format/format-date-time.ts';
import { useLanguage } from '../../shared/i18n/use-language.ts';
import { JsonView } from '../../shared/ui/json-view.tsx';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { serverPaging } from '../../shared/ui/table-paging.ts';
import { useAudit } from './api/list-audit.ts';
import type { ListAuditRequest } from './api/list-audit.ts';

type AuditFilters = Pick<ListAuditRequest, 'query' | 'staffUsername' | 'action'>;

function cleanFilters(values: AuditFilters): AuditFilters {
  const filters: AuditFilters = {};
  const query = values.query?.trim();
  const staffUsername = values.staffUsername?.trim();
  const action = values.action?.trim();
  if (query) filters.query = query;
  if (staffUsername) filters.staffUsername = staffUsername;
  if (action) filters.action = action;
  return filters;
}

function BeforeAfter({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  return (
    <Row gutter={16} data-testid="audit-before-after">
      <Col xs={24} md={12}>
        <Typography.Text strong>{t('audit.before')}</Typography.Text>
        <JsonView value={entry.before} />
      </Col>
      <Col xs={24} md={12}>
        <Typography.Text strong>{t('audit.after')}</Typography.Text>
        <JsonView value={entry.after} />
      </Col>
    </Row>
  );
}

function useColumns(): TableColumnsType<AuditEntry> {
  const { t } = useTranslation();
  const language = useLanguage();
  return [
    {
      key: 'createdAt',
      title: t('audit.when'),
      render: (_, entry) => formatDateTime(entry.createdAt, language),
    },
    { key: 'staffUsername', title: t('audit.who'), dataIndex: 'staffUsername' },
    { key: 'action', title: t('audit.action'), render: (_, entry) => <Tag>{entry.action}</Tag> },
    {
      key: 'target',
      title: t('audit.target'),
      render: (_, entry) => {
        const target = entry.targetId ? `${entry.targetType} #${entry.targetId}` : entry.targetType;
        return (
          <Typography.Text ellipsis={{ tooltip: target }} style={{ maxWidth: 220 }}>
            {target}
          </Typography.Text>
        );
      },
    },
    {
      key: 'reason',
      title: t('common.reason'),
      render: (_, entry) => <div style={{ maxWidth: 280, whiteSpace: 'normal' }}>{entry.reason ?? '—'}</div>,
    },
    { key: 'ip', title: t('audit.address'), dataIndex: 'ip' },
  ];
}

export function AuditPage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<AuditFilters>({});
  const [page, setPage] = useState(1);
  const audit = useAudit({ ...filters, page });
  const columns = useColumns();

  const search = (values: AuditFilters) => {
    setFilters(cleanFilters(values));
    setPage(1);
  };

  return (
    <>
      <PageHeader title={t('nav.audit')} />
      <Form<AuditFilters> layout="inline" onFinish={search} style={{ marginBottom: 16, rowGap: 8 }}>
        <Form.Item name="query">
          <Input placeholder={t('audit.searchText')} allowClear maxLength={100} data-testid="audit-search" />
        </Form.Item>
        <Form.Item name="staffUsername">
          <Input placeholder={t('audit.staffUsername')} allowClear maxLength={64} data-testid="audit-staff" />
        </Form.Item>
        <Form.Item name="action">
          <Input placeholder={t('audit.action')} allowClear maxLength={64} data-testid="audit-action" />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" data-testid="audit-submit">
            {t('common.search')}
          </Button>
        </Form.Item>
      </Form>
      <Table<AuditEntry>
        rowKey="id"
        columns={columns}
        dataSource={audit.data?.items}
        loading={audit.isFetching}
        pagination={serverPaging(page, audit.data?.total, setPage)}
        expandable={{ expandedRowRender: (entry) => <BeforeAfter entry={entry} /> }}
        scroll={{ x: 'max-content' }}
        size="middle"
        data-testid="audit-table"
      />
    </>
  );
}
