// Securities lending (issue 18 §5): the daily rebate accrual of 100,000 lent positions (goal ≤ 90 s on
// PGlite, ≤ 30 s on PostgreSQL), then the same day's rerun, which must write nothing; then the first of
// the month's run, which pays the ended month of every loan (one `lending_rebate` entry each, same
// goals), and its rerun, which must pay nothing. The loans are written straight into lending_loans
// (one program on Bursa, 100,000 loans of 1,000 Maybank shares lent on 23 November by 5,000 members,
// whose available MYR accounts exist); the accrual and the payment are the job's own code
// (lending/jobs.ts runLendingDay), in batches of 5,000 loans. Run alone: `npx node
// bench/lending-bench.ts` (PGlite), or with TEST_DATABASE_URL=postgres://… for PostgreSQL;
// BENCH_LENDING_PART=accrual measures the accrual only.
import { sql } from 'drizzle-orm';
import { createTestApp } from '../apps/server/src/test/harness.ts';
import { seedMarketDefaults } from '../apps/server/src/modules/markets/seed.ts';
import { seedLendingDefaults } from '../apps/server/src/modules/lending/seed.ts';
import { runLendingDay } from '../apps/server/src/modules/lending/jobs.ts';
import { accrueLoans } from '../apps/server/src/modules/lending/accrual.ts';
import { findLoansToAccrue } from '../apps/server/src/modules/lending/repo.ts';
import { rowsOf } from '../apps/server/src/db/rows.ts';
import type { Report } from './prepared-server.ts';

const LOANS = Number(process.env.BENCH_LENDING_LOANS ?? 100_000);
const MEMBERS = 5_000;
const PART = process.env.BENCH_LENDING_PART ?? 'all';
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
      select 'SLBENCH' || n, p.id, 1 + n % ${MEMBERS}, n, i.id, i.symbol, 'MY', 'MYR', 1000, 10, 1000000, 2, 50,
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
    if (PART === 'accrual') return;
    // The first of the month (1 December, 00:10 in Kuala Lumpur). The days 24–30 November are accrued
    // first, by the job's own accrual, so that the timed run is the payment alone (the members'
    // available MYR accounts exist, as a lender's do; the lending_income shards are made by the run).
    await db.execute(sql`
      insert into ledger_accounts (owner_key, member_id, currency, bucket)
      select 'member:' || m, m, 'MYR', 'available' from generate_series(1, ${MEMBERS}) as m
      on conflict do nothing`);
    const firstOfMonth = new Date('2026-11-30T16:10:00Z');
    const eve = '2026-11-30';
    const accrualStarted = performance.now();
    let accrued = 0;
    for (let afterId = 0; ;) {
      const due = await findLoansToAccrue(db, 'MY', eve, afterId, 5_000);
      if (due.length === 0) break;
      afterId = due.at(-1)?.id ?? afterId;
      accrued += (await accrueLoans(db, due, eve, { answerLoans: false })).written;
    }
    const accrualSeconds = (performance.now() - accrualStarted) / 1000;
    const payStarted = performance.now();
    const month = await runLendingDay(db, firstOfMonth);
    const paySeconds = (performance.now() - payStarted) / 1000;
    const repayStarted = performance.now();
    const repay = await runLendingDay(db, firstOfMonth);
    const repaySeconds = (performance.now() - repayStarted) / 1000;
    const [paid] = rowsOf<{ entries: number; paid: string; house: string; loans: string }>(
      await db.execute(sql`
        select (select count(*)::integer from journal_entries where type = 'lending_rebate') as entries,
               (select coalesce(sum(paid_minor), 0)::text from lending_loans) as paid,
               (select coalesce(sum(balance_minor), 0)::text from ledger_accounts
                 where owner_key = 'house:lending_income') as house,
               (select count(*)::text from lending_loans where paid_through = ${eve}::date) as loans`),
    );
    const isWhole =
      paid !== undefined &&
      paid.entries === LOANS &&
      Number(paid.loans) === LOANS &&
      BigInt(paid.house) === -BigInt(paid.paid);
    report(
      `lending: the first of the month's payment of ${LOANS.toLocaleString('en')} loans (${kind})`,
      `${paySeconds.toFixed(1)} s, ${month.paid} paid (${paid?.entries ?? 0} entries, RM ${(
        Number(paid?.paid ?? 0) / 100
      ).toFixed(2)}); the 7 days before accrued in ${accrualSeconds.toFixed(1)} s (${accrued} accruals)`,
      `≤ ${goal} s`,
      paySeconds <= goal && month.paid === LOANS && isWhole,
    );
    report(
      `lending: the first of the month's rerun (${kind})`,
      `${repaySeconds.toFixed(1)} s, ${repay.accrued} written, ${repay.paid} paid`,
      'pays nothing',
      repay.accrued === 0 && repay.paid === 0,
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
