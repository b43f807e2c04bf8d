// A section the role may not use shows "forbidden" rather than a screen of refused calls.
import { Result } from 'antd';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { canCall, useCurrentStaff } from '../shared/auth/current-staff.tsx';
import { SECTIONS } from './nav.ts';
import type { SectionKey } from './nav.ts';

export function RequireSection({ sectionKey }: { sectionKey: SectionKey }) {
  const { t } = useTranslation();
  const { role } = useCurrentStaff();
  const section = SECTIONS.find((candidate) => candidate.key === sectionKey);
  if (!section || !canCall(role, section.call)) {
    return <Result status="403" title={t('layout.forbiddenTitle')} subTitle={t('errors.ROLE_FORBIDDEN')} />;
  }
  return <Outlet />;
}
