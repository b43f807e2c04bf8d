// Credit loans (issue 18 §5): the daily interest accrual of 100,000 loans (goal ≤ 90 s on PGlite,
// ≤ 30 s on PostgreSQL), then the same day's rerun, which must post nothing. The loans are written
// straight into `loans` (RM 5,000 at 6.8% for 14 days, approved the day before, spread over 5,000
// members); the accrual is the job's own code (loans/accrual.ts accrueLoans), each day of a loan
// posted through the ledger. Run alone: `npx node bench/loans-bench.ts` (PGlite), or with
// TEST_DATABASE_URL=postgres://… for PostgreSQL; BENCH_LOANS sets the count.
import { sql } from 'drizzle-orm';
import { malaysiaMoment } from '@saham/domain/malaysia-calendar';
import { addDays } from '@saham/domain/loans/rules';
import { createTestApp } from '../apps/server/src/test/harness.ts';
import { accrueLoans } from '../apps/server/src/modules/loans/service.ts';
import type { Report } from './prepared-server.ts';

const LOANS = Number(process.env.BENCH_LOANS ?? 100_000);
const DAY = 86_400_000;

/** On PGlite, or on PostgreSQL when `postgresUrl` is given (a database of its own, dropped after). */
export async function benchLoans(report: Report, postgresUrl: string | null = null): Promise<void> {
  if (postgresUrl !== null) process.env.TEST_DATABASE_URL = postgresUrl;
  const testApp = await createTestApp();
  try {
    const { db } = testApp.services;
    const now = testApp.clock.now();
    const approvedDate = malaysiaMoment(now).date;
    await db.execute(sql`
      insert into loans (loan_no, member_id, product_id, term_days, annual_rate, penalty_annual_rate,
        amount_minor, status, principal_minor, approved_date, due_date, created_at, approved_at)
      select 'LNBENCH' || n, 1 + n % 5000, 1, 14, 6.8, 18.25, 500000, 'approved', 500000,
        ${approvedDate}::date, ${addDays(approvedDate, 14)}::date, ${now.toISOString()}::timestamptz,
        ${now.toISOString()}::timestamptz
        from generate_series(1, ${LOANS}) as n`);
    // 00:06 the next day in Kuala Lumpur: the approval day has ended and is accrued.
    const moment = malaysiaMoment(now);
    const [hours = 0, minutes = 0] = moment.time.split(':').map(Number);
    const runAt = new Date(now.getTime() + DAY - (hours * 60 + minutes - 6) * 60_000);
    const started = performance.now();
    const first = await accrueLoans(db, runAt);
    const seconds = (performance.now() - started) / 1000;
    const rerunStarted = performance.now();
    const rerun = await accrueLoans(db, runAt);
    const rerunSeconds = (performance.now() - rerunStarted) / 1000;
    const kind = testApp.services.dbKind;
    const goal = kind === 'pglite' ? 90 : 30;
    report(
      `loans: daily interest accrual of ${LOANS.toLocaleString('en')} loans (${kind})`,
      `${seconds.toFixed(1)} s, ${first.loanDays} loan-days posted`,
      `≤ ${goal} s`,
      seconds <= goal && first.loanDays === LOANS,
    );
    report(
      `loans: the same day's rerun (${kind})`,
      `${rerunSeconds.toFixed(1)} s, ${rerun.loanDays} posted`,
      'posts nothing',
      rerun.loanDays === 0,
    );
  } finally {
    await testApp.close();
  }
}

if (import.meta.main) {
  await benchLoans(
    (name, figure, target, isMet) =>
      console.log(`${isMet ? 'met   ' : 'MISSED'}  ${name}: ${figure} (goal ${target})`),
    process.env.TEST_DATABASE_URL ?? null,
  );
}
