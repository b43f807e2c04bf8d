// The back office's sections: where each lives, the call that backs its screen (whose `roles` decide
// who sees it in the menu and may open it), its test id, the menu group it sits in and, for a review
// queue, the queue whose pending count its menu item shows.
import { listMembers } from '@saham/contract/admin-members';
import { listInstitutions } from '@saham/contract/admin-institutions';
import { getSiteConfig, listNotices } from '@saham/contract/admin-content';
import { listAudit, listStaff } from '@saham/contract/admin-staff';
import type { StaffCall } from '@saham/contract/call';
import { listRealNames } from '@saham/contract/identity';
import { staffListBanks } from '@saham/contract/banking';
import { getFxSettings, listMemberExchanges } from '@saham/contract/exchange';
import { checkLedger, listAdjustments } from '@saham/contract/admin-ledger';
import { staffChannelList, staffRechargeList } from '@saham/contract/recharge';
import { staffHolidayList, staffWithdrawList, staffWithdrawSettings } from '@saham/contract/withdraw';
import { listInstruments, listMarkets } from '@saham/contract/admin-markets';
import { listNews } from '@saham/contract/admin-news';
import { listBlockDeals } from '@saham/contract/block-trades';
import { adminLendingPrograms } from '@saham/contract/lending';
import { listCheckInRewards } from '@saham/contract/check-in';
import { getDeskSettings, getExposure, searchOrders, searchPositions } from '@saham/contract/admin-trading';
import { staffDayTradingList } from '@saham/contract/day-trading';
import { staffLoansList } from '@saham/contract/loans';
import { listOfferings } from '@saham/contract/offerings';
import { listSmsOutbox } from '@saham/contract/sms';
import { dashboardQueues, type ReviewQueue } from '@saham/contract/admin-dashboard';

export type SectionKey =
  | 'dashboard'
  | 'members'
  | 'institutions'
  | 'notices'
  | 'news'
  | 'siteConfig'
  | 'staff'
  | 'audit'
  | 'smsOutbox'
  | 'exchangeRates'
  | 'exchanges'
  | 'ledger'
  | 'adjustments'
  | 'deposits'
  | 'withdrawals'
  | 'depositChannels'
  | 'withdrawSettings'
  | 'holidays'
  | 'realName'
  | 'banks'
  | 'markets'
  | 'instruments'
  | 'blockTrades'
  | 'lending'
  | 'tradingOrders'
  | 'tradingPositions'
  | 'exposure'
  | 'deskSettings'
  | 'dayTrading'
  | 'loans'
  | 'offerings'
  | 'checkIn';

/** The menu's areas, in the menu's order. */
export const NAV_GROUPS = [
  'overview',
  'members',
  'funding',
  'trading',
  'markets',
  'content',
  'system',
] as const;
export type NavGroup = (typeof NAV_GROUPS)[number];

export interface Section {
  key: SectionKey;
  path: string;
  call: Pick<StaffCall, 'roles'>;
  testId: string;
}

export const SECTIONS: readonly Section[] = [
  { key: 'dashboard', path: '/dashboard', call: dashboardQueues, testId: 'nav-dashboard' },
  { key: 'members', path: '/members', call: listMembers, testId: 'nav-members' },
  { key: 'institutions', path: '/institutions', call: listInstitutions, testId: 'nav-institutions' },
  { key: 'notices', path: '/notices', call: listNotices, testId: 'nav-notices' },
  { key: 'news', path: '/news', call: listNews, testId: 'nav-news' },
  { key: 'siteConfig', path: '/site-config', call: getSiteConfig, testId: 'nav-site-config' },
  { key: 'staff', path: '/staff', call: listStaff, testId: 'nav-staff' },
  { key: 'audit', path: '/audit', call: listAudit, testId: 'nav-audit' },
  { key: 'smsOutbox', path: '/sms-outbox', call: listSmsOutbox, testId: 'nav-sms-outbox' },
  { key: 'exchangeRates', path: '/exchange-rates', call: getFxSettings, testId: 'nav-exchange-rates' },
  { key: 'exchanges', path: '/exchanges', call: listMemberExchanges, testId: 'nav-exchanges' },
  { key: 'ledger', path: '/ledger', call: checkLedger, testId: 'nav-ledger' },
  { key: 'adjustments', path: '/adjustments', call: listAdjustments, testId: 'nav-adjustments' },
  { key: 'deposits', path: '/deposits', call: staffRechargeList, testId: 'nav-deposits' },
  { key: 'withdrawals', path: '/withdrawals', call: staffWithdrawList, testId: 'nav-withdrawals' },
  {
    key: 'depositChannels',
    path: '/deposit-channels',
    call: staffChannelList,
    testId: 'nav-deposit-channels',
  },
  {
    key: 'withdrawSettings',
    path: '/withdraw-settings',
    call: staffWithdrawSettings,
    testId: 'nav-withdraw-settings',
  },
  { key: 'holidays', path: '/holidays', call: staffHolidayList, testId: 'nav-holidays' },
  { key: 'realName', path: '/real-name', call: listRealNames, testId: 'nav-real-name' },
  { key: 'banks', path: '/banks', call: staffListBanks, testId: 'nav-banks' },
  { key: 'markets', path: '/markets', call: listMarkets, testId: 'nav-markets' },
  { key: 'instruments', path: '/instruments', call: listInstruments, testId: 'nav-instruments' },
  { key: 'blockTrades', path: '/block-trades', call: listBlockDeals, testId: 'nav-block-trades' },
  { key: 'lending', path: '/lending', call: adminLendingPrograms, testId: 'nav-lending' },
  { key: 'tradingOrders', path: '/trading/orders', call: searchOrders, testId: 'nav-trading-orders' },
  {
    key: 'tradingPositions',
    path: '/trading/positions',
    call: searchPositions,
    testId: 'nav-trading-positions',
  },
  { key: 'exposure', path: '/trading/exposure', call: getExposure, testId: 'nav-exposure' },
  { key: 'deskSettings', path: '/trading/desk', call: getDeskSettings, testId: 'nav-desk-settings' },
  { key: 'dayTrading', path: '/day-trading', call: staffDayTradingList, testId: 'nav-day-trading' },
  { key: 'loans', path: '/loans', call: staffLoansList, testId: 'nav-loans' },
  { key: 'offerings', path: '/offerings', call: listOfferings, testId: 'nav-offerings' },
  { key: 'checkIn', path: '/check-in', call: listCheckInRewards, testId: 'nav-check-in' },
];

const SECTION_GROUPS: Record<SectionKey, NavGroup> = {
  dashboard: 'overview',
  members: 'members',
  realName: 'members',
  institutions: 'members',
  deposits: 'funding',
  withdrawals: 'funding',
  adjustments: 'funding',
  exchanges: 'funding',
  ledger: 'funding',
  depositChannels: 'funding',
  withdrawSettings: 'funding',
  holidays: 'funding',
  banks: 'funding',
  exchangeRates: 'funding',
  loans: 'funding',
  tradingOrders: 'trading',
  tradingPositions: 'trading',
  dayTrading: 'trading',
  blockTrades: 'trading',
  lending: 'trading',
  offerings: 'trading',
  exposure: 'trading',
  deskSettings: 'trading',
  markets: 'markets',
  instruments: 'markets',
  notices: 'content',
  news: 'content',
  siteConfig: 'content',
  checkIn: 'content',
  staff: 'system',
  audit: 'system',
  smsOutbox: 'system',
};

/** The review queue whose pending count a section's menu item shows. */
export const SECTION_QUEUES: Partial<Record<SectionKey, ReviewQueue>> = {
  realName: 'realName',
  deposits: 'deposits',
  withdrawals: 'withdrawals',
  adjustments: 'adjustments',
  dayTrading: 'dayTrading',
  loans: 'loans',
};

/** The sections of each group, in the groups' order and, inside one, in the order listed above. */
export function groupedSections(sections: readonly Section[]): { group: NavGroup; sections: Section[] }[] {
  return NAV_GROUPS.map((group) => ({
    group,
    sections: Object.entries(SECTION_GROUPS)
      .filter(([, sectionGroup]) => sectionGroup === group)
      .flatMap(([key]) => sections.filter((section) => section.key === key)),
  })).filter((entry) => entry.sections.length > 0);
}

export function sectionOf(pathname: string): Section | undefined {
  return SECTIONS.find((section) => pathname === section.path || pathname.startsWith(`${section.path}/`));
}
