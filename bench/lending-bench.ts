// Securities lending (issue 18 §5): the daily rebate accrual of 100,000 lent positions (goal ≤ 90 s on
// PGlite, ≤ 30 s on PostgreSQL), then the same day's rerun, which must write nothing. The loans are
// written straight into lending_loans (one program on Bursa, 100,000 loans of 1,000 Maybank shares
// lent the day before); the accrual is the job's own code (lending/jobs.ts runLendingDay), in batches
// of a thousand loans a transaction. Run alone: `npx node bench/lending-bench.ts` (PGlite), or with
// TEST_DATABASE_URL=postgres://… for PostgreSQL.
import { sql } from 'drizzle-orm';
import { createTestApp } from '../apps/server/src/test/harness.ts';
import { seedMarketDefaults } from '../apps/server/src/modules/markets/seed.ts';
import { seedLendingDefaults } from '../apps/server/src/modules/lending/seed.ts';
import { runLendingDay } from '../apps/server/src/modules/lending/jobs.ts';
import type { Report } from './prepared-server.ts';

const LOANS = Number(process.env.BENCH_LENDING_LOANS ?? 100_000);
const DAY = 86_400_000;

/** On PGlite, or on PostgreSQL when `postgresUrl` is given (a database of its own, dropped after). */
export async function benchLending(report: Report, postgresUrl: string | null = null): Promise<void> {
  if (postgresUrl !== null) process.env.TEST_DATABASE_URL = postgresUrl;
  const testApp = await createTestApp();
  try {
    const { db } = testApp.services;
    const now = testApp.clock.now();
    await seedMarketDefaults(db, now);
    await seedLendingDefaults(db, now);
    const lentOn = now.toISOString().slice(0, 10);
    await db.execute(sql`
      insert into lending_loans (lending_no, program_id, member_id, position_id, instrument_id, symbol,
        market, currency, quantity, lend_price, value_minor, annual_rate, member_share, status, lent_on,
        lent_at, term_ends_at)
      select 'SLBENCH' || n, p.id, 1 + n % 5000, n, i.id, i.symbol, 'MY', 'MYR', 1000, 10, 1000000, 2, 50,
        'active', ${lentOn}::date, ${now.toISOString()}::timestamptz,
        ${new Date(now.getTime() + 90 * DAY).toISOString()}::timestamptz
        from generate_series(1, ${LOANS}) as n
        cross join (select id from lending_programs where market = 'MY') as p
        cross join (select id, symbol from instruments where symbol = 'MY:1155') as i`);
    const nextDay = new Date(now.getTime() + DAY);
    const started = performance.now();
    const first = await runLendingDay(db, nextDay);
    const seconds = (performance.now() - started) / 1000;
    const rerunStarted = performance.now();
    const rerun = await runLendingDay(db, nextDay);
    const rerunSeconds = (performance.now() - rerunStarted) / 1000;
    const kind = testApp.services.dbKind;
    const goal = kind === 'pglite' ? 90 : 30;
    report(
      `lending: daily rebate accrual of ${LOANS.toLocaleString('en')} loans (${kind})`,
      `${seconds.toFixed(1)} s, ${first.accrued} accruals written`,
      `≤ ${goal} s`,
      seconds <= goal && first.accrued === LOANS,
    );
    report(
      `lending: the same day's rerun (${kind})`,
      `${rerunSeconds.toFixed(1)} s, ${rerun.accrued} written, ${rerun.paid} paid`,
      'writes nothing',
      rerun.accrued === 0 && rerun.paid === 0,
    );
  } finally {
    await testApp.close();
  }
}

if (import.meta.main) {
  await benchLending(
    (name, figure, target, isMet) =>
      console.log(`${isMet ? 'met   ' : 'MISSED'}  ${name}: ${figure} (goal ${target})`),
    process.env.TEST_DATABASE_URL ?? null,
  );
}
