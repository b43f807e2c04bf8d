// The route table (hash mode, so the API server only has to serve /admin/index.html). Each section's
// screen is its own lazily loaded chunk.
import { lazy } from 'react';
import { Navigate, createHashRouter } from 'react-router';
import { LoginPage } from '../features/auth/login-page.tsx';
import { EnrolOtpPage } from '../features/auth/enrol-otp-page.tsx';
import { StaffLayout } from './staff-layout.tsx';
import { RequireSection } from './require-section.tsx';
import { NotFoundPage } from './not-found-page.tsx';

const MembersPage = lazy(() =>
  import('../features/members/members-page.tsx').then((module) => ({ default: module.MembersPage })),
);
const MemberDetailPage = lazy(() =>
  import('../features/members/member-detail-page.tsx').then((module) => ({
    default: module.MemberDetailPage,
  })),
);
const InstitutionsPage = lazy(() =>
  import('../features/institutions/institutions-page.tsx').then((module) => ({
    default: module.InstitutionsPage,
  })),
);
const NoticesPage = lazy(() =>
  import('../features/notices/notices-page.tsx').then((module) => ({ default: module.NoticesPage })),
);
const SiteConfigPage = lazy(() =>
  import('../features/site-config/site-config-page.tsx').then((module) => ({
    default: module.SiteConfigPage,
  })),
);
const StaffPage = lazy(() =>
  import('../features/staff/staff-page.tsx').then((module) => ({ default: module.StaffPage })),
);
const AuditPage = lazy(() =>
  import('../features/audit/audit-page.tsx').then((module) => ({ default: module.AuditPage })),
);

export function createRouter() {
  return createHashRouter([
    { path: '/login', element: <LoginPage /> },
    { path: '/enrol-otp', element: <EnrolOtpPage /> },
    {
      path: '/',
      element: <StaffLayout />,
      children: [
        { index: true, element: <Navigate to="/members" replace /> },
        {
          element: <RequireSection sectionKey="members" />,
          children: [
            { path: 'members', element: <MembersPage /> },
            { path: 'members/:id', element: <MemberDetailPage /> },
          ],
        },
        {
          element: <RequireSection sectionKey="institutions" />,
          children: [{ path: 'institutions', element: <InstitutionsPage /> }],
        },
        {
          element: <RequireSection sectionKey="notices" />,
          children: [{ path: 'notices', element: <NoticesPage /> }],
        },
        {
          element: <RequireSection sectionKey="siteConfig" />,
          children: [{ path: 'site-config', element: <SiteConfigPage /> }],
        },
        {
          element: <RequireSection sectionKey="staff" />,
          children: [{ path: 'staff', element: <StaffPage /> }],
        },
        {
          element: <RequireSection sectionKey="audit" />,
          children: [{ path: 'audit', element: <AuditPage /> }],
        },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ]);
}
