// The back office's sections: where each lives, the call that backs its screen (whose `roles` decide
// who sees it in the menu and may open it) and its test id.
import { listMembers } from '@saham/contract/admin-members';
import { listInstitutions } from '@saham/contract/admin-institutions';
import { getSiteConfig, listNotices } from '@saham/contract/admin-content';
import { listAudit, listStaff } from '@saham/contract/admin-staff';
import type { StaffCall } from '@saham/contract/call';

export type SectionKey = 'members' | 'institutions' | 'notices' | 'siteConfig' | 'staff' | 'audit';

export interface Section {
  key: SectionKey;
  path: string;
  call: Pick<StaffCall, 'roles'>;
  testId: string;
}

export const SECTIONS: readonly Section[] = [
  { key: 'members', path: '/members', call: listMembers, testId: 'nav-members' },
  { key: 'institutions', path: '/institutions', call: listInstitutions, testId: 'nav-institutions' },
  { key: 'notices', path: '/notices', call: listNotices, testId: 'nav-notices' },
  { key: 'siteConfig', path: '/site-config', call: getSiteConfig, testId: 'nav-site-config' },
  { key: 'staff', path: '/staff', call: listStaff, testId: 'nav-staff' },
  { key: 'audit', path: '/audit', call: listAudit, testId: 'nav-audit' },
];

export function sectionOf(pathname: string): Section | undefined {
  return SECTIONS.find((section) => pathname === section.path || pathname.startsWith(`${section.path}/`));
}
