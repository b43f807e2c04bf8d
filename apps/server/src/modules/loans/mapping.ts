// Loan rows to the contract's shapes, and amounts in MYR (loans are in ringgit).
import type { Loan, LoanProduct } from '@saham/contract/loans';
import { formatMinor, parseMinor } from '@saham/domain/money';
import { dailyPercentText, formatPercent, parsePercent } from '@saham/domain/loans/rules';
import { refuse } from '../../http/business-error.ts';
import type { LoanProductRow, LoanRow } from './repo.ts';

export const LOAN_CURRENCY = 'MYR';

export function money(minor: bigint): string {
  return formatMinor(minor, LOAN_CURRENCY);
}

/** An amount as typed: empty → FIELD_REQUIRED, not a positive ringgit amount → INVALID_INPUT. */
export function parseLoanAmount(text: string, field = 'amount'): bigint {
  if (text.trim() === '') refuse('FIELD_REQUIRED', { field });
  const minor = parseMinor(text.trim(), LOAN_CURRENCY);
  if (minor === null || minor <= 0n) refuse('INVALID_INPUT', { field });
  return minor;
}

/** A stored numeric percent (scaled 10^8); the database only holds valid ones. */
export function storedPercent(text: string): bigint {
  const scaled = parsePercent(text);
  if (scaled === null) throw new Error(`stored percent ${text} is not a decimal`);
  return scaled;
}

function percentText(stored: string): string {
  return formatPercent(storedPercent(stored));
}

export function toProduct(row: LoanProductRow): LoanProduct {
  return {
    id: row.id,
    termDays: row.termDays,
    annualRate: percentText(row.annualRate),
    dailyRate: dailyPercentText(storedPercent(row.annualRate)),
    penaltyAnnualRate: percentText(row.penaltyAnnualRate),
    penaltyDailyRate: dailyPercentText(storedPercent(row.penaltyAnnualRate)),
    isEnabled: row.isEnabled,
  };
}

export function owedMinor(row: LoanRow): bigint {
  return row.principalMinor + row.interestMinor + row.penaltyMinor;
}

export function toLoan(row: LoanRow): Loan {
  return {
    id: row.id,
    loanNo: row.loanNo,
    productId: row.productId,
    termDays: row.termDays,
    annualRate: percentText(row.annualRate),
    penaltyAnnualRate: percentText(row.penaltyAnnualRate),
    currency: LOAN_CURRENCY,
    amount: money(row.amountMinor),
    status: row.status,
    principalOutstanding: money(row.principalMinor),
    interestOutstanding: money(row.interestMinor),
    penaltyOutstanding: money(row.penaltyMinor),
    outstanding: money(owedMinor(row)),
    interestAccrued: money(row.interestAccruedMinor),
    penaltyAccrued: money(row.penaltyAccruedMinor),
    repaid: money(row.repaidMinor),
    interestCapitalised: money(row.capitalisedMinor),
    dueDate: row.dueDate,
    rejectReason: row.rejectReason,
    createdAt: row.createdAt.toISOString(),
    approvedAt: row.approvedAt?.toISOString() ?? null,
    repaidAt: row.repaidAt?.toISOString() ?? null,
  };
}
