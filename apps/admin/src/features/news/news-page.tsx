// News: the articles (title in the staff member's language, category, state, publication time),
// searched by title and filtered by state; writing and editing in a drawer; publishing, unpublishing
// and deleting (after a confirmation).
import { useState } from 'react';
import { App, Button, Flex, Input, Select, Space, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { NEWS_STATES, type AdminNewsListItem, type NewsState } from '@saham/contract/admin-news';
import type { Language } from '@saham/domain/languages';
import { formatDateTime } from '../../shared/format/format-date-time.ts';
import { useLanguage } from '../../shared/i18n/use-language.ts';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { serverPaging } from '../../shared/ui/table-paging.ts';
import { useDeleteNews, useNewsList, usePublishNews } from './api/news.ts';
import { NewsEditor } from './news-editor.tsx';

const STATE_COLOURS: Record<NewsState, string> = {
  draft: 'default',
  published: 'green',
  unpublished: 'orange',
};

/** The title in the staff member's language, else English, else Traditional Chinese. */
function titleIn(article: AdminNewsListItem, language: Language): string {
  return article.title[language] || article.title.en || article.title.zh;
}

export function NewsPage() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const language = useLanguage();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [state, setState] = useState<NewsState | null>(null);
  const [editing, setEditing] = useState<number | null | undefined>(undefined);
  const list = useNewsList({ page, search, state });
  const publish = usePublishNews();
  const remove = useDeleteNews();

  const confirmDelete = (article: AdminNewsListItem) => {
    void modal.confirm({
      title: t('news.deleteTitle'),
      content: titleIn(article, language),
      okText: t('common.delete'),
      okButtonProps: { danger: true, 'data-testid': 'confirm-ok' },
      cancelText: t('common.cancel'),
      // A refusal is shown by the toast; the dialog closes either way.
      onOk: () => remove.mutateAsync(article.id).catch(() => undefined),
    });
  };

  const columns: TableColumnsType<AdminNewsListItem> = [
    {
      key: 'cover',
      width: 88,
      render: (_, article) =>
        article.coverUrl ? (
          <img
            src={article.coverUrl}
            alt=""
            width={72}
            height={40}
            style={{ objectFit: 'cover', borderRadius: 4 }}
          />
        ) : (
          <div style={{ width: 72, height: 40, borderRadius: 4, background: '#f0f2f5' }} />
        ),
    },
    {
      key: 'title',
      title: t('news.title'),
      render: (_, article) => <span data-testid="news-row-title">{titleIn(article, language)}</span>,
    },
    {
      key: 'category',
      title: t('news.category'),
      render: (_, article) => (
        <Tag color={article.category === 'hot' ? 'red' : 'blue'}>
          {t(`news.categories.${article.category}`)}
        </Tag>
      ),
    },
    {
      key: 'state',
      title: t('common.status'),
      render: (_, article) => (
        <Tag color={STATE_COLOURS[article.state]} data-testid="news-row-state">
          {t(`news.states.${article.state}`)}
        </Tag>
      ),
    },
    {
      key: 'publishedAt',
      title: t('news.publishedAt'),
      render: (_, article) => (article.publishedAt ? formatDateTime(article.publishedAt, language) : '—'),
    },
    { key: 'author', title: t('news.author'), dataIndex: 'authorName' },
    {
      key: 'actions',
      title: t('common.actions'),
      render: (_, article) => (
        <Space size="small">
          <Button size="small" onClick={() => setEditing(article.id)} data-testid="news-edit">
            {t('news.edit')}
          </Button>
          {article.state === 'published' ? (
            <Button
              size="small"
              onClick={() => publish.mutate({ id: article.id, isPublished: false })}
              data-testid="news-unpublish"
            >
              {t('news.unpublish')}
            </Button>
          ) : (
            <Button
              size="small"
              type="primary"
              ghost
              onClick={() => publish.mutate({ id: article.id, isPublished: true })}
              data-testid="news-publish"
            >
              {t('news.publish')}
            </Button>
          )}
          <Button size="small" danger onClick={() => confirmDelete(article)} data-testid="news-delete">
            {t('common.delete')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t('nav.news')}
        extra={
          <Button type="primary" onClick={() => setEditing(null)} data-testid="news-create">
            {t('news.create')}
          </Button>
        }
      />
      <Flex gap={12} wrap style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          placeholder={t('news.searchPlaceholder')}
          onSearch={(value) => {
            setSearch(value);
            setPage(1);
          }}
          style={{ width: 320 }}
          data-testid="news-search"
        />
        <Select<NewsState | 'all'>
          value={state ?? 'all'}
          onChange={(value) => {
            setState(value === 'all' ? null : value);
            setPage(1);
          }}
          options={[
            { value: 'all', label: t('news.allStates') },
            ...NEWS_STATES.map((option) => ({ value: option, label: t(`news.states.${option}`) })),
          ]}
          style={{ width: 180 }}
          data-testid="news-state-filter"
        />
      </Flex>
      <Table<AdminNewsListItem>
        rowKey="id"
        columns={columns}
        dataSource={list.data?.items}
        loading={list.isFetching}
        pagination={serverPaging(page, list.data?.total, setPage)}
        scroll={{ x: 'max-content' }}
        size="middle"
      />
      <NewsEditor articleId={editing} onClose={() => setEditing(undefined)} />
    </>
  );
}
