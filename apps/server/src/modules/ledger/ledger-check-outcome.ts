// What `npm run ledger:check` prints and its exit code: 0 when every invariant holds, 1 otherwise.
import type { LedgerCheck } from '@saham/contract/admin-ledger';

export interface LedgerCheckOutcome {
  exitCode: 0 | 1;
  lines: string[];
}

export function ledgerCheckOutcome(report: LedgerCheck): LedgerCheckOutcome {
  const counted = `${report.entryCount} journal entries, ${report.accountCount} accounts`;
  const houses = report.houseBalances.map(
    (row) => `  ${row.house.padEnd(18)} ${row.currency} ${row.balance}`,
  );
  const houseLines = houses.length > 0 ? ['House accounts:', ...houses] : ['House accounts: none yet'];
  if (report.violations.length === 0) {
    return { exitCode: 0, lines: [`Ledger OK: all invariants hold over ${counted}.`, ...houseLines] };
  }
  return {
    exitCode: 1,
    lines: [
      `Ledger BROKEN: ${report.violations.length} violation(s) over ${counted}:`,
      ...report.violations.map((violation) => `  ${violation.kind}: ${violation.detail}`),
      ...houseLines,
    ],
  };
}
