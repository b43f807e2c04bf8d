// Staff accounts (admin only): list, create, activate or deactivate (with a reason), reset TOTP.
import { useState } from 'react';
import { App, Button, Space, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { StaffRow } from '@saham/contract/admin-staff';
import { useCurrentStaff } from '../../shared/auth/current-staff.tsx';
import { formatDateTime } from '../../shared/format/format-date-time.ts';
import { useLanguage } from '../../shared/i18n/use-language.ts';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { ReasonModal } from '../../shared/ui/reason-modal.tsx';
import { serverPaging } from '../../shared/ui/table-paging.ts';
import { useStaffList } from './api/list-staff.ts';
import { useResetStaffOtp } from './api/reset-staff-otp.ts';
import { useSetStaffActive } from './api/set-staff-active.ts';
import { CreateStaffModal } from './create-staff-modal.tsx';

interface StaffActions {
  toggleActive: (staff: StaffRow) => void;
  resetOtp: (staff: StaffRow) => void;
}

function useColumns(actions: StaffActions): TableColumnsType<StaffRow> {
  const { t } = useTranslation();
  const language = useLanguage();
  const me = useCurrentStaff();
  return [
    { key: 'username', title: t('staff.username'), dataIndex: 'username' },
    { key: 'role', title: t('staff.role'), render: (_, staff) => t(`roles.${staff.role}`) },
    {
      key: 'isActive',
      title: t('common.status'),
      render: (_, staff) =>
        staff.isActive ? <Tag color="green">{t('common.active')}</Tag> : <Tag>{t('common.inactive')}</Tag>,
    },
    {
      key: 'otp',
      title: t('staff.otp'),
      render: (_, staff) =>
        staff.isOtpEnrolled ? (
          <Tag color="blue">{t('staff.otpEnrolled')}</Tag>
        ) : (
          <Tag>{t('staff.otpNotEnrolled')}</Tag>
        ),
    },
    {
      key: 'createdAt',
      title: t('common.createdAt'),
      render: (_, staff) => formatDateTime(staff.createdAt, language),
    },
    {
      key: 'lastLoginAt',
      title: t('staff.lastLoginAt'),
      render: (_, staff) => formatDateTime(staff.lastLoginAt, language),
    },
    {
      key: 'actions',
      title: t('common.actions'),
      render: (_, staff) => (
        <Space>
          <Button
            size="small"
            danger={staff.isActive}
            // Deactivating oneself would lock the only admin out.
            disabled={staff.username === me.username}
            onClick={() => actions.toggleActive(staff)}
          >
            {staff.isActive ? t('common.deactivate') : t('common.activate')}
          </Button>
          <Button size="small" disabled={!staff.isOtpEnrolled} onClick={() => actions.resetOtp(staff)}>
            {t('staff.resetOtp')}
          </Button>
        </Space>
      ),
    },
  ];
}

export function StaffPage() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const [page, setPage] = useState(1);
  const [isCreating, setIsCreating] = useState(false);
  const staffList = useStaffList(page);
  const setActive = useSetStaffActive();
  const resetOtp = useResetStaffOtp();
  const [toggling, setToggling] = useState<StaffRow | null>(null);

  const columns = useColumns({
    toggleActive: setToggling,
    resetOtp: (staff) =>
      void modal.confirm({
        title: t('staff.resetOtpTitle'),
        content: t('staff.resetOtpBody', { username: staff.username }),
        okText: t('common.confirm'),
        okButtonProps: { danger: true, 'data-testid': 'confirm-ok' },
        cancelText: t('common.cancel'),
        onOk: () => resetOtp.mutateAsync(staff.id).catch(() => undefined),
      }),
  });

  return (
    <>
      <PageHeader
        title={t('nav.staff')}
        extra={
          <Button type="primary" onClick={() => setIsCreating(true)} data-testid="staff-create">
            {t('staff.create')}
          </Button>
        }
      />
      <Table<StaffRow>
        rowKey="id"
        columns={columns}
        dataSource={staffList.data?.items}
        loading={staffList.isFetching}
        pagination={serverPaging(page, staffList.data?.total, setPage)}
        scroll={{ x: 'max-content' }}
        size="middle"
      />
      <CreateStaffModal open={isCreating} onClose={() => setIsCreating(false)} />
      <ReasonModal
        open={toggling !== null}
        title={toggling?.isActive ? t('staff.deactivateTitle') : t('staff.activateTitle')}
        summary={toggling?.username ?? null}
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
