// Member search: account, name or invite code; server-side pages of ten. The query and page live in
// the address so that coming back from a member's detail keeps the list where it was.
import { useState } from 'react';
import { Button, Input, Space, Table } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MemberRow } from '@saham/contract/admin-members';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { serverPaging } from '../../shared/ui/table-paging.ts';
import { useMembers } from './api/list-members.ts';
import { useMemberColumns } from './member-columns.tsx';

const ROW_PROPS = { 'data-testid': 'member-row', style: { cursor: 'pointer' } };

function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export function MembersPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const page = readPage(params.get('page'));
  const members = useMembers(query ? { query, page } : { page });
  const columns = useMemberColumns();
  const [draft, setDraft] = useState(query);
  // Back and forward change the query in the address; the box follows it.
  const [shownQuery, setShownQuery] = useState(query);
  if (shownQuery !== query) {
    setShownQuery(query);
    setDraft(query);
  }

  const search = (text: string) => {
    const trimmed = text.trim();
    setParams(trimmed ? { q: trimmed } : {});
  };
  const goToPage = (next: number) =>
    setParams(query ? { q: query, page: String(next) } : { page: String(next) });

  return (
    <>
      <PageHeader
        title={t('nav.members')}
        extra={
          <Space.Compact style={{ width: 380, maxWidth: '100%' }}>
            <Input
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              onPressEnter={() => search(draft)}
              placeholder={t('members.searchPlaceholder')}
              allowClear
              onClear={() => search('')}
              maxLength={64}
              aria-label={t('members.searchPlaceholder')}
              data-testid="member-search"
            />
            <Button type="primary" onClick={() => search(draft)} data-testid="member-search-submit">
              {t('common.search')}
            </Button>
          </Space.Compact>
        }
      />
      <Table<MemberRow>
        rowKey="id"
        columns={columns}
        dataSource={members.data?.items}
        loading={members.isFetching}
        pagination={serverPaging(page, members.data?.total, goToPage)}
        scroll={{ x: 'max-content' }}
        onRow={(member) => ({ ...ROW_PROPS, onClick: () => void navigate(`/members/${member.id}`) })}
        size="middle"
      />
    </>
  );
}
