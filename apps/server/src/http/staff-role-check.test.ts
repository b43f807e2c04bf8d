// Every staff call in the contract, for every role it does not list, answers HTTP 403 ROLE_FORBIDDEN and
// changes nothing; for every role it lists, the role check lets the call through. A new staff call
// without a sample body here fails the first test, so none escapes the check.
import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ne } from 'drizzle-orm';
import * as adminContent from '@saham/contract/admin-content';
import type { BlockDealInput } from '@saham/contract/block-trades';
import { STAFF_ROLES, type StaffCall, type StaffRole } from '@saham/contract/call';
import { LANGUAGES } from '@saham/domain/languages';
import { DEFAULT_MARKETS } from '@saham/domain/markets/defaults';
import { SEED_INSTRUMENTS } from '@saham/domain/markets/instruments-seed';
import { auditLog } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { createLoggedInStaff, postStaff } from '../test/staff-factory.ts';
import type { SessionHeaders } from '../test/member-factory.ts';
import { multipartFile, PNG_1X1 } from '../test/multipart.ts';

function isStaffCall(value: unknown): value is StaffCall {
  return typeof value === 'object' && value !== null && 'scope' in value && value.scope === 'staff';
}

/** The contract's source folder, from apps/server/src/http. */
const CONTRACT_DIR = new URL('../../../../packages/contract/src/', import.meta.url);

/**
 * Every module of the contract (its tests aside), found on disk rather than listed by hand, so that
 * a new module's staff calls are checked too.
 */
const CONTRACT_MODULE_NAMES = readdirSync(CONTRACT_DIR)
  .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && !name.endsWith('.d.ts'))
  .sort();

const CONTRACT_MODULES: Record<string, unknown>[] = await Promise.all(
  CONTRACT_MODULE_NAMES.map(
    (name): Promise<Record<string, unknown>> => import(new URL(name, CONTRACT_DIR).pathname),
  ),
);

const STAFF_CALLS = CONTRACT_MODULES.flatMap((module) => Object.values(module))
  .filter(isStaffCall)
  .filter((call) => call.roles.length > 0);

const everyLanguage = (text: string) => Object.fromEntries(LANGUAGES.map((language) => [language, text]));
const MISSING_ID = 999_999;
/** A new-share offering on an instrument that does not exist (refused before anything is written). */
const MISSING_OFFERING = {
  type: 'placement',
  instrumentId: MISSING_ID,
  market: 'MY',
  leadUnderwriter: 'role check',
  applicationPrice: '1.00',
  quantityOffered: '10000',
  opensAt: '2026-12-01T01:00:00+08:00',
  closesAt: '2026-12-05T17:00:00+08:00',
};
/** A block deal on an instrument that does not exist. */
const MISSING_BLOCK_DEAL: BlockDealInput = {
  instrumentId: MISSING_ID,
  blockPrice: '1.00',
  minShares: '100',
  opensAt: '2026-12-01T01:00:00Z',
  closesAt: '2026-12-02T01:00:00Z',
  lockDays: 0,
  isEnabled: false,
};

/** A valid body per call, aimed at nothing that exists so that allowed calls change nothing. */
const SAMPLE_BODIES: Record<string, object> = {
  'auth/enrolOtp': { otp: '000000' },
  'auth/me': {},
  'dashboard/queues': {},
  'sms/outbox': { phone: '60100000000', page: 1 },
  'auth/logout': {},
  'members/list': { page: 1 },
  'members/detail': { id: MISSING_ID },
  'members/invitees': { id: MISSING_ID, page: 1 },
  'members/setFlag': { id: MISSING_ID, flag: 'frozen', value: true, reason: 'role check' },
  'members/setCreditScore': { id: MISSING_ID, creditScore: 500, reason: 'role check' },
  'members/addCredit': { id: MISSING_ID, credit: 1, reason: 'role check' },
  'institutions/list': { page: 1 },
  'institutions/create': { name: 'Role check', inviteCode: '!' },
  'institutions/setActive': { id: MISSING_ID, isActive: false, reason: 'role check' },
  'notices/list': { page: 1 },
  'notices/create': { memberAccount: '609999999999', title: everyLanguage('t'), content: everyLanguage('c') },
  'notices/delete': { id: MISSING_ID },
  'config/get': {},
  'config/update': { items: [] },
  'staff/list': { page: 1 },
  'staff/create': { username: '!', password: 'weak', role: 'support' },
  'staff/setActive': { id: MISSING_ID, isActive: true, reason: 'Role check' },
  'staff/resetOtp': { id: MISSING_ID },
  'audit/list': { page: 1 },
  'ledger/check': {},
  'adjustments/create': { memberId: MISSING_ID, currency: 'MYR', amount: '1.00', reason: 'role check' },
  'adjustments/list': { page: 1 },
  'adjustments/approve': { id: MISSING_ID },
  'adjustments/reject': { id: MISSING_ID, reason: 'role check' },
  'members/balances': { id: MISSING_ID },
  'members/journal': { id: MISSING_ID, page: 1 },
  'markets/list': {},
  'markets/detail': { code: 'MY' },
  'markets/update': { code: 'MY', settings: { ...DEFAULT_MARKETS.MY, maxLeverage: 0 } },
  'markets/holidays': { code: 'MY', year: 2026 },
  'markets/saveHoliday': { code: 'MY', date: '2026-12-01', name: '' },
  'markets/deleteHoliday': { code: 'CRYPTO', date: '2026-12-01' },
  'instruments/list': { page: 1 },
  'instruments/create': { ...SEED_INSTRUMENTS[0], code: '!' },
  'instruments/update': { ...SEED_INSTRUMENTS[0], id: MISSING_ID },
  'instruments/setStatus': { id: MISSING_ID, status: 'listed', reason: 'role check' },
  'news/list': { page: 1 },
  'news/get': { id: MISSING_ID },
  'news/create': {
    category: 'hot',
    title: everyLanguage(''),
    summary: everyLanguage(''),
    body: everyLanguage(''),
    coverImageId: null,
    instrumentCodes: [],
  },
  'news/update': {
    id: MISSING_ID,
    category: 'hot',
    title: everyLanguage(''),
    summary: everyLanguage(''),
    body: everyLanguage(''),
    coverImageId: null,
    instrumentCodes: [],
  },
  'news/publish': { id: MISSING_ID },
  'news/unpublish': { id: MISSING_ID },
  'news/delete': { id: MISSING_ID },
  // Trading desk: a blank reason, a missing member or position.
  'trading/deskSettings': {},
  'trading/updateDeskSettings': { marketSpreadBps: 0, maintenanceMarginPercent: 0, reason: '' },
  'trading/memberSettings': { memberId: MISSING_ID },
  'trading/setMargin': { memberId: MISSING_ID, isMarginEnabled: true, reason: 'role check' },
  'trading/orders': { page: 1 },
  'trading/positions': { page: 1 },
  'trading/positionDetail': { id: MISSING_ID },
  'trading/closePosition': { id: MISSING_ID, reason: 'role check' },
  'trading/exposure': {},
  // Banks: an invalid bank code.
  'banks/list': {},
  'banks/save': { code: '!', name: 'Role check', swift: 'ROLECHKX', isActive: false },
  // Block trades: a missing instrument and deal.
  'blockTrades/list': { page: 1 },
  'blockTrades/create': { ...MISSING_BLOCK_DEAL, secretKey: 'role check' },
  'blockTrades/update': { ...MISSING_BLOCK_DEAL, id: MISSING_ID },
  'blockTrades/setEnabled': { id: MISSING_ID, isEnabled: false },
  'blockTrades/orders': { page: 1 },
  // Check-in: a missing reward, a schedule day of no points.
  'checkIn/rewards': { page: 1 },
  'checkIn/saveReward': {
    id: MISSING_ID,
    names: everyLanguage('Role check'),
    kind: 'cash',
    amount: '1.00',
    pointsNeeded: 1,
    stock: 0,
    isEnabled: false,
  },
  'checkIn/bonusSchedule': {},
  'checkIn/saveBonusSchedule': { points: [0], expiryMonths: 12 },
  'checkIn/redemptions': { page: 1 },
  // Securities lending: a missing program.
  'lending/programs': { page: 1 },
  'lending/saveProgram': {
    id: MISSING_ID,
    market: 'MY',
    annualRate: '2',
    memberShare: '50',
    capacity: '0',
    minAmount: '0',
    termDays: 1,
    isOpen: false,
  },
  'lending/list': { page: 1 },
  // Credit loans: a missing loan and product, bands whose limit falls (refused, nothing saved).
  'loans/list': { page: 1 },
  'loans/approve': { id: MISSING_ID },
  'loans/reject': { id: MISSING_ID, reason: 'role check' },
  'loans/products': {},
  'loans/saveProduct': {
    id: MISSING_ID,
    termDays: 1,
    annualRate: '1',
    penaltyAnnualRate: '1',
    isEnabled: false,
  },
  'loans/creditBands': {},
  'loans/saveCreditBands': {
    bands: [
      { minScore: 0, limit: '2' },
      { minScore: 1, limit: '1' },
    ],
    netAssetCapPercent: null,
    allowsSeveralLoans: false,
    reviewAbove: '0',
  },
  // Day trading: a missing application, limits of zero.
  'dayTrading/list': { page: 1 },
  'dayTrading/approve': { id: MISSING_ID },
  'dayTrading/reject': { id: MISSING_ID, reason: 'role check' },
  'dayTrading/settings': {},
  'dayTrading/saveSettings': { minAmount: '0', maxAmount: '0' },
  // Exchange: MYR's mid rate is always 1.
  'exchange/settings': {},
  'exchange/updateSettings': {
    midRates: [{ currency: 'MYR', midRate: '2' }],
    globalSpreadBps: 0,
    pairSpreads: [],
  },
  'exchange/records': { page: 1 },
  // Real-name review: a missing submission.
  'realName/list': { status: 'pending', page: 1 },
  'realName/approve': { id: MISSING_ID },
  'realName/reject': { id: MISSING_ID, reason: 'role check' },
  // Deposits: a missing deposit or channel, a minimum of zero.
  'recharge/list': { page: 1 },
  'recharge/approve': { id: MISSING_ID },
  'recharge/reject': { id: MISSING_ID, reason: 'role check' },
  'recharge/channels': {},
  'recharge/saveChannel': {
    id: MISSING_ID,
    kind: 'bank_transfer',
    name: 'Role check',
    currency: 'MYR',
    minAmount: '0',
    maxAmount: '1.00',
    window: { days: [1], start: '09:00:00', end: '17:00:00' },
    bankName: null,
    accountName: null,
    accountNumber: null,
    cryptoAddress: null,
    qrImageUrl: null,
    gateway: null,
    isEnabled: false,
    sortOrder: 0,
  },
  'recharge/deleteChannel': { id: MISSING_ID },
  // Withdrawals: a missing withdrawal, a window that ends before it starts, a holiday without a name
  // and a day that is no holiday.
  'withdraw/list': { page: 1 },
  'withdraw/approve': { id: MISSING_ID },
  'withdraw/reject': { id: MISSING_ID, reason: 'role check' },
  'withdraw/settings': {},
  'withdraw/saveSettings': {
    windowStart: '17:00:00',
    windowEnd: '09:00:00',
    creditScoreMinimum: 0,
    limits: [],
  },
  'holidays/list': { year: 2026 },
  'holidays/save': { date: '2026-12-01', name: ' ' },
  'holidays/delete': { date: '2000-01-04' },
  'offerings/list': { page: 1 },
  'offerings/detail': { id: MISSING_ID },
  'offerings/create': MISSING_OFFERING,
  'offerings/update': { ...MISSING_OFFERING, id: MISSING_ID },
  'offerings/transition': { id: MISSING_ID, action: 'open' },
  'offerings/applications': { offeringId: MISSING_ID, page: 1 },
  'offerings/export': { offeringId: MISSING_ID },
};

function sampleBodyOf(call: StaffCall): object {
  const body = SAMPLE_BODIES[call.path];
  if (body === undefined) throw new Error(`no sample body for ${call.path}`);
  return body;
}

describe('role check over every staff call', () => {
  let testApp: TestApp;
  const sessions = new Map<StaffRole, SessionHeaders>();
  beforeAll(async () => {
    testApp = await createTestApp();
    for (const role of STAFF_ROLES) sessions.set(role, (await createLoggedInStaff(testApp, role)).session);
  });
  afterAll(async () => {
    await testApp.close();
  });

  function sessionOf(role: StaffRole): SessionHeaders {
    const session = sessions.get(role);
    if (!session) throw new Error(`no session for ${role}`);
    return session;
  }

  it('has a valid sample body for every staff call', () => {
    // The folder was found and read: dozens of modules, every staff call of them collected.
    expect(CONTRACT_MODULE_NAMES).toContain('admin-staff.ts');
    expect(STAFF_CALLS.length).toBeGreaterThanOrEqual(85);
    expect(new Set(STAFF_CALLS.map((call) => call.path)).size).toBe(STAFF_CALLS.length);
    for (const call of STAFF_CALLS) {
      expect(call.request.safeParse(sampleBodyOf(call)).success, call.path).toBe(true);
    }
  });

  const forbidden = STAFF_CALLS.flatMap((call) =>
    STAFF_ROLES.filter((role) => !call.roles.includes(role)).map((role) => ({ call, role })),
  );

  it.each(forbidden.map(({ call, role }) => [call.path, role, call] as const))(
    '%s refuses %s with ROLE_FORBIDDEN',
    async (_path, role, call) => {
      const answer = await postStaff(testApp.app, call.path, sampleBodyOf(call), {
        session: sessionOf(role),
      });
      expect(answer.body).toEqual({ status: 0, msg: 'ROLE_FORBIDDEN', params: {} });
      expect(answer.statusCode).toBe(403);
    },
  );

  it.each(STAFF_ROLES.filter((role) => !adminContent.UPLOAD_LOGO_ROLES.some((allowed) => allowed === role)))(
    'config/uploadLogo refuses %s with ROLE_FORBIDDEN',
    async (role) => {
      const response = await testApp.app.inject({
        method: 'POST',
        url: `/api/admin/${adminContent.UPLOAD_LOGO_PATH}`,
        ...multipartFile('file', 'logo.png', PNG_1X1, sessionOf(role)),
      });
      expect(response.json()).toEqual({ status: 0, msg: 'ROLE_FORBIDDEN', params: {} });
      expect(response.statusCode).toBe(403);
    },
  );

  it('wrote nothing but the logins to the audit log while refusing', async () => {
    const entries = await testApp.services.db
      .select()
      .from(auditLog)
      .where(ne(auditLog.action, 'auth/login'));
    expect(entries).toEqual([]);
  });

  const allowed = STAFF_CALLS.filter((call) => call.path !== 'auth/logout').flatMap((call) =>
    call.roles.map((role) => [call.path, role, call] as const),
  );

  it.each(allowed)('%s lets %s through the role check', async (_path, role, call) => {
    const answer = await postStaff(testApp.app, call.path, sampleBodyOf(call), { session: sessionOf(role) });
    expect(answer.statusCode).toBe(200);
    expect(answer.body.msg).not.toBe('ROLE_FORBIDDEN');
  });

  it('changed nothing while letting calls through: every change would be audited', async () => {
    const entries = await testApp.services.db
      .select()
      .from(auditLog)
      .where(ne(auditLog.action, 'auth/login'));
    expect(entries).toEqual([]);
  });
});
