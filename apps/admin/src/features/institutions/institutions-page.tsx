// Institutions (seat accounts) and their invitation codes: list, create, activate or deactivate.
import { useState } from 'react';
import { Button, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { createInstitution, setInstitutionActive } from '@saham/contract/admin-institutions';
import type { Institution } from '@saham/contract/admin-institutions';
import { useCanCall } from '../../shared/auth/current-staff.tsx';
import { formatDateTime } from '../../shared/format/format-date-time.ts';
import { useLanguage } from '../../shared/i18n/use-language.ts';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { ReasonModal } from '../../shared/ui/reason-modal.tsx';
import { serverPaging } from '../../shared/ui/table-paging.ts';
import { useInstitutions } from './api/list-institutions.ts';
import { useSetInstitutionActive } from './api/set-institution-active.ts';
import { CreateInstitutionModal } from './create-institution-modal.tsx';

function useColumns(onToggle: ((institution: Institution) => void) | null): TableColumnsType<Institution> {
  const { t } = useTranslation();
  const language = useLanguage();
  const columns: TableColumnsType<Institution> = [
    { key: 'name', title: t('institutions.name'), dataIndex: 'name' },
    {
      key: 'inviteCode',
      title: t('institutions.inviteCode'),
      dataIndex: 'inviteCode',
      render: (code: string) => <Tag style={{ fontFamily: 'monospace' }}>{code}</Tag>,
    },
    { key: 'memberCount', title: t('institutions.memberCount'), dataIndex: 'memberCount', align: 'right' },
    {
      key: 'isActive',
      title: t('common.status'),
      dataIndex: 'isActive',
      render: (isActive: boolean) =>
        isActive ? <Tag color="green">{t('common.active')}</Tag> : <Tag>{t('common.inactive')}</Tag>,
    },
    {
      key: 'createdAt',
      title: t('common.createdAt'),
      dataIndex: 'createdAt',
      render: (time: string) => formatDateTime(time, language),
    },
  ];
  if (!onToggle) return columns;
  return [
    ...columns,
    {
      key: 'actions',
      title: t('common.actions'),
      render: (_, institution) => (
        <Button size="small" danger={institution.isActive} onClick={() => onToggle(institution)}>
          {institution.isActive ? t('common.deactivate') : t('common.activate')}
        </Button>
      ),
    },
  ];
}

export function InstitutionsPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const institutions = useInstitutions(page);
  const canCreate = useCanCall(createInstitution);
  const canToggle = useCanCall(setInstitutionActive);
  const setActive = useSetInstitutionActive();
  const [isCreating, setIsCreating] = useState(false);
  const [toggling, setToggling] = useState<Institution | null>(null);
  const columns = useColumns(canToggle ? setToggling : null);

  return (
    <>
      <PageHeader
        title={t('nav.institutions')}
        extra={
          canCreate ? (
            <Button type="primary" onClick={() => setIsCreating(true)} data-testid="institution-create">
              {t('institutions.create')}
            </Button>
          ) : null
        }
      />
      <Table<Institution>
        rowKey="id"
        columns={columns}
        dataSource={institutions.data?.items}
        loading={institutions.isFetching}
        pagination={serverPaging(page, institutions.data?.total, setPage)}
        scroll={{ x: 'max-content' }}
        size="middle"
      />
      <CreateInstitutionModal open={isCreating} onClose={() => setIsCreating(false)} />
      <ReasonModal
        open={toggling !== null}
        title={toggling?.isActive ? t('institutions.deactivate') : t('institutions.activate')}
        summary={toggling ? `${toggling.name} (${toggling.inviteCode})` : null}
        onConfirm={(reason) =>
          toggling
            ? setActive.mutateAsync({ id: toggling.id, isActive: !toggling.isActive, reason })
            : Promise.resolve()
        }
        onClose={() => setToggling(null)}
      />
    </>
  );
}
