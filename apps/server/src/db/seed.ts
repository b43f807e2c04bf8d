// Data for an empty database. SEED=demo (the default) adds a demo institution (code 888888), a demo
// member 601123456789 / Demo1234, a staff admin / Admin1234, the site configuration, three notices
// and six news articles in six languages; SEED=none adds nothing. Either way, a database with no staff at all gets
// an `admin` when ADMIN_BOOTSTRAP_PASSWORD is set, so a production install has a way in.
import { count, sql } from 'drizzle-orm';
import { isStrongPassword } from '@saham/domain/credentials';
import type { SiteConfigName } from '@saham/contract/common';
import type { Services } from '../http/context.ts';
import { hashPassword } from '../modules/passwords/password-hash.ts';
import { findFreeInviteCode } from '../modules/account/invite-code.ts';
import { insertMember } from '../modules/account/repo.ts';
import type { Db } from './client.ts';
import { institutions, members, notices, siteConfig, staff } from './schema.ts';
import { SEED_NOTICES } from './seed-notices.ts';
import { seedDepositChannels } from '../modules/funding/seed.ts';
import { seedNews } from '../modules/news/seed.ts';
import { seedMarketDefaults } from '../modules/markets/seed.ts';

export const DEMO_INSTITUTION_CODE = '888888';
export const DEMO_MEMBER = { account: '601123456789', password: 'Demo1234' } as const;
export const DEMO_ADMIN = { username: 'admin', password: 'Admin1234' } as const;

export const DEFAULT_SITE_CONFIG: Record<SiteConfigName, string> = {
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

async function seedDemoData(services: Services): Promise<boolean> {
  if (await hasMembers(services.db)) return false;
  const cost = services.config.passwordHashCost;
  const [memberHash, adminHash] = await Promise.all([
    hashPassword(DEMO_MEMBER.password, cost),
    hashPassword(DEMO_ADMIN.password, cost),
  ]);
  const now = services.clock.now();
  return services.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (await hasMembers(tx)) return false;
    const [institution] = await tx
      .insert(institutions)
      .values({ name: 'Saham Demo Institution', inviteCode: DEMO_INSTITUTION_CODE, createdAt: now })
      .returning({ id: institutions.id });
    await insertMember(tx, {
      account: DEMO_MEMBER.account,
      passwordHash: memberHash,
      inviteCode: await findFreeInviteCode(tx),
      inviterMemberId: null,
      institutionId: institution?.id ?? null,
      language: 'zh',
      createdAt: now,
    });
    await tx
      .insert(staff)
      .values({ username: DEMO_ADMIN.username, passwordHash: adminHash, role: 'admin', createdAt: now })
      .onConflictDoNothing({ target: staff.username });
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
    return true;
  });
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
