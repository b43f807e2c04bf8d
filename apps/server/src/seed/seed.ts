// Data for an empty database. SEED=demo (the default) adds a demo institution (code 888888), a demo
// member 601123456789 / Demo1234 (real name verified, fund password 123456, MYR 100,000.00 and
// USD 20,000.00 credited through the ledger as approved adjustments), a staff admin / Admin1234,
// the site configuration, three notices and six news articles in six languages; SEED=none adds
// nothing. Either way, a database with no staff at all gets an `admin` when ADMIN_BOOTSTRAP_PASSWORD
// is set, so a production install has a way in.
// It composes the modules' own seeds, so it sits above them, not in db/ (db/ imports nothing from modules/).
import { randomBytes } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import type { Currency } from '@saham/domain/currencies';
import { isStrongPassword } from '@saham/domain/credentials';
import type { SiteConfigName } from '@saham/contract/common';
import { DEFAULT_SITE_TEXT_ITEMS } from './site-texts.ts';
import type { Services } from '../http/context.ts';
import { hashPassword } from '../modules/passwords/password-hash.ts';
import { findFreeInviteCode } from '../modules/account/invite-code.ts';
import { insertMember, setFundPasswordHashIfUnset } from '../modules/account/service.ts';
import type { Db } from '../db/client.ts';
import { institutions, members, notices, siteConfig, staff } from '../db/schema.ts';
import { SEED_NOTICES } from './seed-notices.ts';
import { seedDepositChannels } from '../modules/funding/seed.ts';
import { seedNews } from '../modules/news/seed.ts';
import { seedDemoLoanStanding, seedLoanDefaults } from '../modules/loans/seed.ts';
import { seedCheckIn } from '../modules/check-in/seed.ts';
import { seedDemoOfferings } from '../modules/offerings/seed.ts';
import { seedMarketDefaults } from '../modules/markets/seed.ts';
import { seedDemoLendableHolding, seedLendingDefaults } from '../modules/lending/seed.ts';
import { postEntry } from '../modules/ledger/post-entry.ts';
import { insertRealName, setMemberRealNameStatus } from '../modules/identity/service.ts';
import { insertUpload } from '../modules/uploads/service.ts';
import { storeImage } from '../modules/uploads/store.ts';
import { balanceAdjustments } from '../db/schema-ledger.ts';

export const DEMO_INSTITUTION_CODE = '888888';
export const DEMO_MEMBER = { account: '601123456789', password: 'Demo1234' } as const;
export const DEMO_ADMIN = { username: 'admin', password: 'Admin1234' } as const;
/** The demo member's verified identity, fund password and opening balances (minor units). */
export const DEMO_MEMBER_PROFILE = {
  name: 'Nur Aisyah binti Ahmad Faizal',
  idType: 'mykad',
  idNumber: '900215145678',
  fundPassword: '123456',
  balances: [
    { currency: 'MYR', amountMinor: 10_000_000n },
    { currency: 'USD', amountMinor: 2_000_000n },
  ] as const satisfies readonly { currency: Currency; amountMinor: bigint }[],
} as const;

export const DEFAULT_SITE_CONFIG: Partial<Record<SiteConfigName, string>> = {
  ...DEFAULT_SITE_TEXT_ITEMS,
  title: 'Saham',
  logo: '/logo.svg',
  datePattern: 'YYYY-MM-DD HH:mm',
  // A placeholder customer-service link; staff edit it in the back office.
  kefuUrl: 'https://wa.me/60300000000',
};

/** Two processes starting on one empty PostgreSQL seed once: the second waits, then finds members. */
const SEED_LOCK_KEY = 7_246_150_001;

async function hasMembers(db: Db): Promise<boolean> {
  const [row] = await db.select({ total: count() }).from(members);
  return (row?.total ?? 0) > 0;
}

export async function seedIfEmpty(services: Services): Promise<boolean> {
  // Markets and instruments are reference data: seeded in every mode, SEED=none included.
  await seedMarketDefaults(services.db, services.clock.now());
  const isSeeded = services.config.seed === 'demo' && (await seedDemoData(services));
  await bootstrapAdmin(services);
  return isSeeded;
}

/** How long ago the demo member opened the account: before the past offerings' applications (29 days). */
const DEMO_ACCOUNT_AGE_DAYS = 31;

async function seedDemoData(services: Services): Promise<boolean> {
  if (await hasMembers(services.db)) return false;
  const cost = services.config.passwordHashCost;
  const [memberHash, adminHash, fundPasswordHash] = await Promise.all([
    hashPassword(DEMO_MEMBER.password, cost),
    hashPassword(DEMO_ADMIN.password, cost),
    hashPassword(DEMO_MEMBER_PROFILE.fundPassword, cost),
  ]);
  const now = services.clock.now();
  // The demo member opened the account a month ago, before the past offerings they applied to.
  const openedAt = new Date(now.getTime() - DEMO_ACCOUNT_AGE_DAYS * 86_400_000);
  return services.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (await hasMembers(tx)) return false;
    const [institution] = await tx
      .insert(institutions)
      .values({ name: 'Saham Demo Institution', inviteCode: DEMO_INSTITUTION_CODE, createdAt: now })
      .returning({ id: institutions.id });
    const memberId = await insertMember(tx, {
      account: DEMO_MEMBER.account,
      passwordHash: memberHash,
      inviteCode: await findFreeInviteCode(tx),
      inviterMemberId: null,
      institutionId: institution?.id ?? null,
      language: 'zh',
      createdAt: openedAt,
    });
    await tx
      .insert(staff)
      .values({ username: DEMO_ADMIN.username, passwordHash: adminHash, role: 'admin', createdAt: now })
      .onConflictDoNothing({ target: staff.username });
    await setFundPasswordHashIfUnset(tx, memberId, fundPasswordHash);
    await verifyDemoMember(tx, services.config.dataDir, memberId, openedAt);
    await fundDemoMember(tx, memberId, openedAt);
    // Before anything posted now: the member's fund records are newest first by posting.
    await seedDemoOfferings(tx, memberId, now);
    await tx
      .insert(siteConfig)
      .values(Object.entries(DEFAULT_SITE_CONFIG).map(([name, value]) => ({ name, value })))
      .onConflictDoNothing({ target: siteConfig.name });
    await tx.insert(notices).values(
      // One minute apart, so the list shows them in this order, newest first.
      SEED_NOTICES.map((notice, index) => ({
        memberId: null,
        title: notice.title,
        content: notice.content,
        createdBy: 'system',
        createdAt: new Date(now.getTime() - index * 60_000),
      })),
    );
    await seedDepositChannels(tx, now);
    await seedNews(tx, services.config.dataDir, now);
    await seedLendingDefaults(tx, now);
    await seedDemoLendableHolding(tx, memberId, now);
    await seedLoanDefaults(tx, now);
    await seedDemoLoanStanding(tx, memberId);
    await seedCheckIn(tx, now);
    return true;
  });
}

/** A stand-in MyKad photo (front or back): a drawn card, never a real person's document. */
function idCardSvg(side: 'front' | 'back'): string {
  const text =
    side === 'front'
      ? `<text x="40" y="90" font-size="34" font-family="sans-serif" fill="#10316b">MyKad</text>
<rect x="40" y="130" width="150" height="190" rx="10" fill="#c9d6ea"/>
<text x="230" y="200" font-size="26" font-family="monospace" fill="#10316b">${DEMO_MEMBER_PROFILE.idNumber}</text>
<text x="230" y="250" font-size="22" font-family="sans-serif" fill="#10316b">NUR AISYAH BINTI AHMAD FAIZAL</text>`
      : `<rect x="0" y="60" width="640" height="60" fill="#243b55"/>
<text x="40" y="300" font-size="24" font-family="monospace" fill="#10316b">DEMO - SPECIMEN</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400">
<rect width="640" height="400" rx="24" fill="#e8f0fb"/>${text}
</svg>`;
}

async function storeIdPhoto(tx: Db, dataDir: string, memberId: number, side: 'front' | 'back', now: Date) {
  // Loaded here, not at start: only a demo seed draws (docs/decisions/0012-server-memory.md).
  const { default: sharp } = await import('sharp');
  const { data, info } = await sharp(Buffer.from(idCardSvg(side)))
    .webp({ quality: 80 })
    .toBuffer({ resolveWithObject: true });
  const storedName = await storeImage(dataDir, data, 'webp');
  const upload = await insertUpload(tx, {
    publicId: randomBytes(18).toString('base64url'),
    memberId,
    storedName,
    contentType: 'image/webp',
    sizeBytes: data.length,
    width: info.width,
    height: info.height,
    createdAt: now,
  });
  return upload.id;
}

/** The demo member's real-name record, approved as staff would approve it. */
async function verifyDemoMember(tx: Db, dataDir: string, memberId: number, now: Date): Promise<void> {
  const frontUploadId = await storeIdPhoto(tx, dataDir, memberId, 'front', now);
  const backUploadId = await storeIdPhoto(tx, dataDir, memberId, 'back', now);
  await insertRealName(tx, {
    memberId,
    name: DEMO_MEMBER_PROFILE.name,
    idType: DEMO_MEMBER_PROFILE.idType,
    idNumber: DEMO_MEMBER_PROFILE.idNumber,
    frontUploadId,
    backUploadId,
    status: 'verified',
    reviewedBy: DEMO_ADMIN.username,
    reviewedAt: now,
    createdAt: now,
  });
  await setMemberRealNameStatus(tx, memberId, 'verified', DEMO_MEMBER_PROFILE.name);
}

/**
 * Opening balances, posted as approved balance adjustments are (ledger/staff-service.ts): the member's
 * available bucket against the house `adjustments` account, so every ledger invariant holds.
 */
async function fundDemoMember(tx: Db, memberId: number, now: Date): Promise<void> {
  const [admin] = await tx
    .select({ id: staff.id })
    .from(staff)
    .where(eq(staff.username, DEMO_ADMIN.username))
    .limit(1);
  if (!admin) throw new Error('the demo admin is missing');
  const reason = 'Demo account opening balance';
  for (const { currency, amountMinor } of DEMO_MEMBER_PROFILE.balances) {
    const [adjustment] = await tx
      .insert(balanceAdjustments)
      .values({
        memberId,
        currency,
        amountMinor,
        reason,
        status: 'approved',
        makerStaffId: admin.id,
        makerUsername: DEMO_ADMIN.username,
        checkerUsername: 'system',
        createdAt: now,
        decidedAt: now,
      })
      .returning({ id: balanceAdjustments.id });
    if (!adjustment) throw new Error('insert into balance_adjustments returned no row');
    const entryId = await postEntry(
      tx,
      {
        type: 'adjustment',
        memberId,
        referenceType: 'adjustment',
        referenceId: String(adjustment.id),
        memo: reason,
        postings: [
          { account: { memberId, bucket: 'available' }, currency, amountMinor },
          { account: { house: 'adjustments' }, currency, amountMinor: -amountMinor },
        ],
      },
      now,
    );
    await tx.update(balanceAdjustments).set({ entryId }).where(eq(balanceAdjustments.id, adjustment.id));
  }
}

/** With no staff at all and ADMIN_BOOTSTRAP_PASSWORD set, creates `admin` (role admin, TOTP to enrol). */
async function bootstrapAdmin(services: Services): Promise<void> {
  const password = services.config.adminBootstrapPassword;
  if (password === null) return;
  const [row] = await services.db.select({ total: count() }).from(staff);
  if ((row?.total ?? 0) > 0) return;
  if (!isStrongPassword(password)) {
    throw new Error(
      'ADMIN_BOOTSTRAP_PASSWORD must be 8–64 characters with an upper-case letter, a lower-case letter and a digit',
    );
  }
  const passwordHash = await hashPassword(password, services.config.passwordHashCost);
  await services.db
    .insert(staff)
    .values({ username: 'admin', passwordHash, role: 'admin', createdAt: services.clock.now() })
    .onConflictDoNothing({ target: staff.username });
}
