import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '@saham/domain/languages';
import { institutions, members, notices, siteConfig, staff } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { logInMember, postMember } from '../test/member-factory.ts';
import { dataOf } from '../test/staff-factory.ts';
import { getUserinfo } from '@saham/contract/user';
import { fundRecords } from '@saham/contract/fund-records';
import { verifyPassword } from '../modules/passwords/password-hash.ts';
import { isValidMyKad } from '@saham/domain/mykad';
import { formatMinor } from '@saham/domain/money';
import { DEMO_ADMIN, DEMO_INSTITUTION_CODE, DEMO_MEMBER, DEMO_MEMBER_PROFILE, seedIfEmpty } from './seed.ts';
import { balanceAdjustments } from '../db/schema-ledger.ts';
import { realNameRecords, uploads } from '../db/schema-identity.ts';
import { checkLedgerInvariants } from '../modules/ledger/invariants.ts';
import { readMemberBuckets } from '../modules/ledger/balances-repo.ts';
import { tradePositions } from '../db/schema-trading.ts';
import { offeringApplications, offerings } from '../db/schema-offerings.ts';
import type { Db } from '../db/client.ts';

/** What the demo's lendable holding (securities lending, lending/seed.ts) took: its margin, and in all. */
async function demoHoldingCost(db: Db): Promise<{ margin: bigint; total: bigint }> {
  const rows = await db.select().from(tradePositions);
  const margin = rows.reduce((sum, row) => sum + row.marginMinor, 0n);
  const total = rows.reduce((sum, row) => sum + row.marginMinor + row.openFeeMinor + row.openTaxMinor, 0n);
  return { margin, total };
}

/** What the demo's new-share applications hold in escrow or were charged (offerings/seed.ts). */
async function demoOfferingsHeld(db: Db): Promise<bigint> {
  const rows = await db.select().from(offeringApplications);
  return rows.reduce((sum, row) => sum + row.frozenMinor + row.feeChargedMinor, 0n);
}

describe('demo seed', () => {
  let testApp: TestApp;
  let isSeeded: boolean;
  // The demo news images are files: they go to a temporary data directory, never the repository's ./data.
  let dataDir: string;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'saham-seed-'));
    testApp = await createTestApp({ seed: 'demo', dataDir });
    isSeeded = await seedIfEmpty(testApp.services);
  }, 60_000);
  afterAll(async () => {
    await testApp.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('writes its files into the configured data directory', () => {
    expect(testApp.services.config.dataDir).toBe(dataDir);
    expect(fs.readdirSync(dataDir, { recursive: true }).length).toBeGreaterThan(0);
  });

  it('seeds an empty database once', async () => {
    expect(isSeeded).toBe(true);
    expect(await seedIfEmpty(testApp.services)).toBe(false);
    expect(await testApp.services.db.select().from(members)).toHaveLength(1);
  });

  it('lets the demo member log in, invited by the demo institution, in Traditional Chinese', async () => {
    const login = await postMember(testApp.app, 'user/login', { ...DEMO_MEMBER });
    expect(login.body).toMatchObject({ status: 1, data: { account: DEMO_MEMBER.account } });
    const [institution] = await testApp.services.db.select().from(institutions);
    expect(institution).toMatchObject({
      name: 'Saham Demo Institution',
      inviteCode: DEMO_INSTITUTION_CODE,
      isActive: true,
    });
    const [member] = await testApp.services.db.select().from(members);
    expect(member).toMatchObject({ institutionId: institution?.id, inviterMemberId: null, language: 'zh' });
  });

  it('makes the demo member verified, with a valid MyKad and both ID photos on disk', async () => {
    const { db } = testApp.services;
    const [member] = await db.select().from(members);
    const records = await db.select().from(realNameRecords);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      memberId: member?.id,
      name: DEMO_MEMBER_PROFILE.name,
      idType: 'mykad',
      status: 'verified',
    });
    expect(isValidMyKad(records[0]?.idNumber ?? '')).toBe(true);
    const photos = await db.select().from(uploads);
    expect(photos.map((photo) => photo.id).sort()).toEqual(
      [records[0]?.frontUploadId, records[0]?.backUploadId].sort(),
    );
    for (const photo of photos) {
      expect(fs.existsSync(path.join(dataDir, 'uploads', photo.storedName))).toBe(true);
    }
    expect(member).toMatchObject({ realNameStatus: 'verified' });
    expect(await verifyPassword(member?.fundPasswordHash ?? '', DEMO_MEMBER_PROFILE.fundPassword)).toBe(true);
  });

  it('funds the demo member through the ledger with approved adjustments, invariants holding', async () => {
    const { db } = testApp.services;
    const [member] = await db.select().from(members);
    const buckets = await readMemberBuckets(db, member?.id ?? 0);
    const available = (currency: string) =>
      buckets.find((row) => row.currency === currency && row.bucket === 'available')?.balanceMinor;
    const holding = await demoHoldingCost(db);
    const offered = await demoOfferingsHeld(db);
    expect(holding.margin).toBeGreaterThan(0n);
    // Three demo IPOs of RM12,002.50 each: two held in escrow, one a holding (its fee charged).
    expect(offered).toBe(2_400_750n);
    expect(available('MYR')).toBe(10_000_000n - holding.total - offered);
    expect(available('USD')).toBe(2_000_000n);
    const adjustments = await db.select().from(balanceAdjustments);
    expect(adjustments.map((row) => [row.currency, row.amountMinor, row.status])).toEqual([
      ['MYR', 10_000_000n, 'approved'],
      ['USD', 2_000_000n, 'approved'],
    ]);
    expect(adjustments.every((row) => row.entryId !== null)).toBe(true);
    expect(await checkLedgerInvariants(db)).toEqual([]);

    const session = await logInMember(testApp, DEMO_MEMBER.account, DEMO_MEMBER.password);
    const info = dataOf(await postMember(testApp.app, getUserinfo.path, {}, { session }), getUserinfo);
    expect(info).toMatchObject({
      realNameStatus: 'verified',
      name: DEMO_MEMBER_PROFILE.name,
      hasFundPassword: true,
    });
    expect(info.balances.byCurrency).toEqual(
      expect.arrayContaining([
        {
          currency: 'MYR',
          available: formatMinor(10_000_000n - holding.total - offered, 'MYR'),
          // Userinfo's frozen counts the margin held in positions.
          frozen: formatMinor(holding.margin, 'MYR'),
        },
        { currency: 'USD', available: '20000.00', frozen: '0.00' },
      ]),
    );
  });

  it("shows the demo member's fund records in the order things happened, newest first", async () => {
    const session = await logInMember(testApp, DEMO_MEMBER.account, DEMO_MEMBER.password);
    const page = dataOf(
      await postMember(testApp.app, fundRecords.path, { page: 1 }, { session }),
      fundRecords,
    );
    const times = page.items.map((record) => Date.parse(record.createdAt));
    expect(times.length).toBeGreaterThan(3);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // The opening balance came before the past offerings' applications.
    expect(page.items.at(-1)?.type).toBe('adjustment');
  });

  it('lets a new member register with the demo institution code', async () => {
    const answer = await postMember(testApp.app, 'user/register', {
      account: '601999999999',
      password: 'Welcome123',
      confirmPassword: 'Welcome123',
      inviteCode: DEMO_INSTITUTION_CODE,
      agree: true,
    });
    expect(answer.body.status).toBe(1);
  });

  it('creates the staff admin without TOTP', async () => {
    const [admin] = await testApp.services.db.select().from(staff);
    expect(admin).toMatchObject({
      username: DEMO_ADMIN.username,
      role: 'admin',
      isActive: true,
      totpEnrolledAt: null,
    });
    expect(await verifyPassword(admin?.passwordHash ?? '', DEMO_ADMIN.password)).toBe(true);
  });

  it('writes the site configuration', async () => {
    const answer = await postMember(testApp.app, 'common/config', { type: 'all' });
    expect(answer.body.data).toEqual(
      expect.arrayContaining([
        { name: 'title', value: 'Saham' },
        { name: 'logo', value: '/logo.svg' },
        { name: 'datePattern', value: 'YYYY-MM-DD HH:mm' },
        { name: 'kefuUrl', value: expect.stringMatching(/^https:\/\//) },
      ]),
    );
  });

  it('holds a new-share offering in each state, the demo member among the winners', async () => {
    const rows = await testApp.services.db.select().from(offerings);
    expect(rows.map((row) => `${row.type}:${row.state}`).sort()).toEqual([
      'ipo:balloted',
      'ipo:balloted',
      'ipo:listed',
      'ipo:open',
      'jp_bookbuilding:open',
      'treasury:open',
    ]);
    const applications = await testApp.services.db.select().from(offeringApplications);
    expect(applications.map((row) => [row.status, row.allottedQuantity])).toEqual([
      ['won', '10000'],
      ['won', '10000'],
      ['won', '10000'],
    ]);
    expect(applications.filter((row) => row.creditedAt !== null)).toHaveLength(2);
  });

  it('writes three broadcast notices with a title and content in every language', async () => {
    const rows = (await testApp.services.db.select().from(notices)).filter((row) => row.memberId === null);
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect(row.memberId).toBeNull();
      for (const language of LANGUAGES) {
        expect(row.title[language]?.length).toBeGreaterThan(0);
        expect(row.content[language]?.length).toBeGreaterThan(0);
      }
    }
  });
});

describe('two processes seeding one empty database at once', () => {
  let testApp: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'saham-seed-race-'));
    testApp = await createTestApp({ seed: 'demo', dataDir });
  }, 60_000);
  afterAll(async () => {
    await testApp.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('seeds once: one demo member, verified once, funded exactly once', async () => {
    const outcomes = await Promise.all([seedIfEmpty(testApp.services), seedIfEmpty(testApp.services)]);
    expect(outcomes.filter(Boolean)).toHaveLength(1);
    const { db } = testApp.services;
    const rows = await db.select().from(members);
    expect(rows).toHaveLength(1);
    expect(await db.select().from(realNameRecords)).toHaveLength(1);
    expect(await db.select().from(balanceAdjustments)).toHaveLength(2);
    const buckets = await readMemberBuckets(db, rows[0]?.id ?? 0);
    const holding = await demoHoldingCost(db);
    expect(buckets.map((row) => [row.currency, row.bucket, row.balanceMinor]).sort()).toEqual([
      ['MYR', 'available', 10_000_000n - holding.total - (await demoOfferingsHeld(db))],
      ['MYR', 'margin', holding.margin],
      ['USD', 'available', 2_000_000n],
    ]);
    expect(await checkLedgerInvariants(db)).toEqual([]);
  }, 60_000);
});

describe('SEED=none', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ seed: 'none' });
  }, 60_000);
  afterAll(async () => {
    await testApp.close();
  });

  it('leaves every table empty', async () => {
    expect(await seedIfEmpty(testApp.services)).toBe(false);
    const { db } = testApp.services;
    for (const table of [members, institutions, staff, siteConfig, notices]) {
      expect(await db.select().from(table)).toEqual([]);
    }
  });

  it('refuses a weak ADMIN_BOOTSTRAP_PASSWORD with a clear error', async () => {
    const services = {
      ...testApp.services,
      config: { ...testApp.services.config, adminBootstrapPassword: 'admin' },
    };
    await expect(seedIfEmpty(services)).rejects.toThrow(/ADMIN_BOOTSTRAP_PASSWORD/);
    expect(await testApp.services.db.select().from(staff)).toEqual([]);
  });

  it('creates an admin from ADMIN_BOOTSTRAP_PASSWORD when there is no staff at all, once', async () => {
    const services = {
      ...testApp.services,
      config: { ...testApp.services.config, adminBootstrapPassword: 'Bootstrap99' },
    };
    await seedIfEmpty(services);
    const [admin] = await testApp.services.db.select().from(staff);
    expect(admin).toMatchObject({ username: 'admin', role: 'admin', totpEnrolledAt: null });
    expect(await verifyPassword(admin?.passwordHash ?? '', 'Bootstrap99')).toBe(true);

    const later = { ...services, config: { ...services.config, adminBootstrapPassword: 'Different99' } };
    await seedIfEmpty(later);
    const [unchanged] = await testApp.services.db.select().from(staff);
    expect(await verifyPassword(unchanged?.passwordHash ?? '', 'Bootstrap99')).toBe(true);
    expect(await testApp.services.db.select().from(members)).toEqual([]);
  });
});
