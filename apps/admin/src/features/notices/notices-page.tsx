// Notices: the list (title in the staff member's language, all six on expanding a row), writing a
// new one, and deleting after a confirmation.
import { useState } from 'react';
import { App, Button, Descriptions, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, LANGUAGE_NATIVE_NAMES } from '@saham/domain/languages';
import type { AdminNotice } from '@saham/contract/admin-content';
import { formatDateTime } from '../../shared/format/format-date-time.ts';
import { useLanguage } from '../../shared/i18n/use-language.ts';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { serverPaging } from '../../shared/ui/table-paging.ts';
import { useNotices } from './api/list-notices.ts';
import { useDeleteNotice } from './api/delete-notice.ts';
import { CreateNoticeModal } from './create-notice-modal.tsx';

function NoticeLanguages({ notice }: { notice: AdminNotice }) {
  return (
    <Descriptions
      column={1}
      size="small"
      bordered
      items={LANGUAGES.map((language) => ({
        key: language,
        label: LANGUAGE_NATIVE_NAMES[language],
        children: (
          <>
            <strong>{notice.title[language]}</strong>
            <div style={{ whiteSpace: 'pre-wrap' }}>{notice.content[language]}</div>
          </>
        ),
      }))}
    />
  );
}

function useColumns(onDelete: (notice: AdminNotice) => void): TableColumnsType<AdminNotice> {
  const { t } = useTranslation();
  const language = useLanguage();
  return [
    { key: 'title', title: t('notices.title'), render: (_, notice) => notice.title[language] },
    {
      key: 'audience',
      title: t('notices.audience'),
      render: (_, notice) =>
        notice.memberAccount === null ? (
          <Tag color="blue">{t('notices.broadcast')}</Tag>
        ) : (
          <Tag>{notice.memberAccount}</Tag>
        ),
    },
    { key: 'createdBy', title: t('notices.createdBy'), dataIndex: 'createdBy' },
    {
      key: 'createdAt',
      title: t('common.createdAt'),
      dataIndex: 'createdAt',
      render: (time: string) => formatDateTime(time, language),
    },
    {
      key: 'actions',
      title: t('common.actions'),
      render: (_, notice) => (
        <Button size="small" danger onClick={() => onDelete(notice)} data-testid="notice-delete">
          {t('common.delete')}
        </Button>
      ),
    },
  ];
}

export function NoticesPage() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const language = useLanguage();
  const [page, setPage] = useState(1);
  const [isCreating, setIsCreating] = useState(false);
  const notices = useNotices(page);
  const remove = useDeleteNotice();

  const confirmDelete = (notice: AdminNotice) => {
    void modal.confirm({
      title: t('notices.deleteTitle'),
      content: notice.title[language],
      okText: t('common.delete'),
      okButtonProps: { danger: true, 'data-testid': 'confirm-ok' },
      cancelText: t('common.cancel'),
      // A refusal is shown by the toast; the dialog closes either way.
      onOk: () => remove.mutateAsync(notice.id).catch(() => undefined),
    });
  };
  const columns = useColumns(confirmDelete);

  return (
    <>
      <PageHeader
        title={t('nav.notices')}
        extra={
          <Button type="primary" onClick={() => setIsCreating(true)} data-testid="notice-create">
            {t('notices.create')}
          </Button>
        }
      />
      <Table<AdminNotice>
        rowKey="id"
        columns={columns}
        dataSource={notices.data?.items}
        loading={notices.isFetching}
        pagination={serverPaging(page, notices.data?.total, setPage)}
        expandable={{ expandedRowRender: (notice) => <NoticeLanguages notice={notice} /> }}
        scroll={{ x: 'max-content' }}
        size="middle"
      />
      <CreateNoticeModal open={isCreating} onClose={() => setIsCreating(false)} />
    </>
  );
}
