// The signed-in frame: side menu of the sections the role may use, grouped by area, with the pending
// count of each review queue (polled, app/query-client.ts refreshes it after a decision), a header with the staff member,
// role, language and logout, and the current screen. Without a session it sends to the login screen.
import { Suspense, useMemo } from 'react';
import { Badge, Button, Flex, Layout, Menu, Result, Spin, Tag, Typography } from 'antd';
import type { MenuProps } from 'antd';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { StaffRole } from '@saham/contract/call';
import { useStaffCredentials } from '../shared/api/staff-session.ts';
import { CurrentStaffContext, canCall } from '../shared/auth/current-staff.tsx';
import type { CurrentStaff } from '../shared/auth/current-staff.tsx';
import { LanguageSelect } from '../shared/ui/language-select.tsx';
import { useMe } from '../features/auth/api/me.ts';
import { useLogout } from '../features/auth/api/logout.ts';
import { useQueueCounts } from '../shared/api/queue-counts.ts';
import { SECTIONS, SECTION_QUEUES, groupedSections, sectionOf, type SectionKey } from './nav.ts';

const ROLE_COLOURS: Record<StaffRole, string> = { admin: 'volcano', reviewer: 'geekblue', support: 'green' };

/** A queue's pending count on its menu item: nothing when none waits. */
function QueueBadge({ sectionKey, count }: { sectionKey: SectionKey; count: number | undefined }) {
  if (count === undefined || count === 0) return null;
  return (
    <span data-testid={`nav-count-${sectionKey}`} data-count={count}>
      <Badge count={count} overflowCount={999} size="small" style={{ boxShadow: 'none' }} />
    </span>
  );
}

function SideMenu({ role }: { role: StaffRole }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const counts = useQueueCounts().data;
  const visible = SECTIONS.filter((section) => canCall(role, section.call));
  const items: MenuProps['items'] = groupedSections(visible).map(({ group, sections }) => ({
    type: 'group',
    key: `group-${group}`,
    label: t(`navGroups.${group}`),
    children: sections.map((section) => {
      const queue = SECTION_QUEUES[section.key];
      return {
        key: section.key,
        label: (
          <Link
            to={section.path}
            data-testid={section.testId}
            style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8 }}
          >
            <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{t(`nav.${section.key}`)}</span>
            {queue && <QueueBadge sectionKey={section.key} count={counts?.[queue]} />}
          </Link>
        ),
      };
    }),
  }));
  const current = sectionOf(pathname);
  return <Menu mode="inline" theme="dark" selectedKeys={current ? [current.key] : []} items={items} />;
}

function Header({ staff }: { staff: CurrentStaff }) {
  const { t } = useTranslation();
  const logout = useLogout();
  return (
    <Layout.Header
      style={{
        background: '#fff',
        padding: '0 24px',
        borderBottom: '1px solid #f0f0f0',
        lineHeight: 'normal',
      }}
    >
      <Flex justify="flex-end" align="center" gap={16} style={{ height: '100%' }}>
        <Typography.Text strong data-testid="header-user">
          {staff.username}
        </Typography.Text>
        <Tag color={ROLE_COLOURS[staff.role]} data-testid="header-role" style={{ marginInlineEnd: 0 }}>
          {t(`roles.${staff.role}`)}
        </Tag>
        <LanguageSelect />
        <Button onClick={() => logout.mutate()} loading={logout.isPending} data-testid="logout-button">
          {t('layout.logout')}
        </Button>
      </Flex>
    </Layout.Header>
  );
}

export function StaffLayout() {
  const { t } = useTranslation();
  const location = useLocation();
  const credentials = useStaffCredentials();
  const me = useMe(credentials !== null);
  const staff = useMemo<CurrentStaff | null>(
    () => (me.data ? { username: me.data.username, role: me.data.role } : null),
    [me.data],
  );

  if (!credentials) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  if (me.isError) {
    return (
      <Result
        status="warning"
        title={t('layout.sessionUnavailable')}
        extra={<Button onClick={() => void me.refetch()}>{t('common.retry')}</Button>}
      />
    );
  }
  if (!staff || !me.data) return <Spin fullscreen />;
  if (me.data.mustEnrolOtp && !me.data.isOtpEnrolled) return <Navigate to="/enrol-otp" replace />;

  return (
    <CurrentStaffContext value={staff}>
      <Layout style={{ minHeight: '100vh' }}>
        <Layout.Sider
          breakpoint="lg"
          collapsedWidth={0}
          width={220}
          style={{ position: 'sticky', top: 0, height: '100vh', overflow: 'auto' }}
        >
          <div style={{ color: '#fff', padding: '20px 24px', fontSize: 18, fontWeight: 600 }}>
            {t('app.name')}
          </div>
          <SideMenu role={staff.role} />
        </Layout.Sider>
        <Layout>
          <Header staff={staff} />
          <Layout.Content style={{ padding: 24 }}>
            <Suspense fallback={<Spin style={{ display: 'block', marginTop: 80 }} />}>
              <Outlet />
            </Suspense>
          </Layout.Content>
        </Layout>
      </Layout>
    </CurrentStaffContext>
  );
}
