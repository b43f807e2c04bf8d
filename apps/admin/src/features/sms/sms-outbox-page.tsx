// The sandbox SMS gateway's outbox (admin, support): the one-time codes and other texts the sandbox
// "sent", newest first, ten a page, filtered by phone — so staff can read a member's code to them
// during a demo or a test. A real gateway delivers to phones and leaves this empty.
import { useState } from 'react';
import { Alert, Button, Form, Input, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SmsMessage } from '@saham/contract/sms';
import { formatDateTime } from '../../shared/format/format-date-time.ts';
import { useLanguage } from '../../shared/i18n/use-language.ts';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { serverPaging } from '../../shared/ui/table-paging.ts';
import { useOutbox } from './api/list-outbox.ts';

function useColumns(): TableColumnsType<SmsMessage> {
  const { t } = useTranslation();
  const language = useLanguage();
  return [
    {
      key: 'sentAt',
      title: t('smsOutbox.sentAt'),
      // In the display zone whatever the staff member's computer says, as members see their times.
      render: (_, message) => formatDateTime(message.sentAt, language),
    },
    { key: 'phone', title: t('smsOutbox.phone'), dataIndex: 'phone' },
    {
      key: 'purpose',
      title: t('smsOutbox.purpose'),
      render: (_, message) => <Tag>{t(`smsOutbox.purposes.${message.purpose}`)}</Tag>,
    },
    {
      key: 'language',
      title: t('smsOutbox.language'),
      render: (_, message) => message.language.toUpperCase(),
    },
    {
      key: 'text',
      title: t('smsOutbox.text'),
      render: (_, message) => (
        <Typography.Text
          style={{ display: 'block', minWidth: 280, maxWidth: 420, whiteSpace: 'normal' }}
          data-testid="sms-outbox-text"
        >
          {message.text}
        </Typography.Text>
      ),
    },
  ];
}

export function SmsOutboxPage() {
  const { t } = useTranslation();
  const [phone, setPhone] = useState<string | undefined>();
  const [page, setPage] = useState(1);
  const outbox = useOutbox({ phone, page });
  const columns = useColumns();

  const search = (values: { phone?: string }) => {
    const typed = values.phone?.trim();
    setPhone(typed ? typed : undefined);
    setPage(1);
  };

  return (
    <>
      <PageHeader
        title={t('nav.smsOutbox')}
        extra={
          <Button
            onClick={() => void outbox.refetch()}
            loading={outbox.isFetching}
            data-testid="sms-outbox-refresh"
          >
            {t('smsOutbox.refresh')}
          </Button>
        }
      />
      <Alert type="info" showIcon message={t('smsOutbox.intro')} style={{ marginBottom: 16 }} />
      <Form<{ phone?: string }> layout="inline" onFinish={search} style={{ marginBottom: 16, rowGap: 8 }}>
        <Form.Item name="phone">
          <Input
            placeholder={t('smsOutbox.phoneFilter')}
            allowClear
            maxLength={20}
            data-testid="sms-outbox-phone"
          />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" data-testid="sms-outbox-submit">
            {t('common.search')}
          </Button>
        </Form.Item>
      </Form>
      <Table<SmsMessage>
        rowKey="id"
        columns={columns}
        dataSource={outbox.data?.items}
        loading={outbox.isFetching}
        pagination={serverPaging(page, outbox.data?.total, setPage)}
        scroll={{ x: 'max-content' }}
        size="middle"
        data-testid="sms-outbox-table"
      />
    </>
  );
}
