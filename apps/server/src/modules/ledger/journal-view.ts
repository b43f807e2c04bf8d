// Maps journal rows to the contract's shapes: amounts as decimal strings in each currency's scale.
// Rows whose type, currency or bucket the contract does not know are dropped rather than guessed at.
import { isCurrency } from '@saham/domain/currencies';
import { formatMinor } from '@saham/domain/money';
import type { JournalEntry } from '@saham/contract/admin-ledger';
import type { FundRecord, FundRecordLine } from '@saham/contract/fund-records';
import { LEDGER_ENTRY_TYPES, MEMBER_BUCKETS, type LedgerEntryType } from '@saham/contract/ledger';
import type { JournalEntryRow, JournalLineRow } from './journal-repo.ts';

function entryTypeOf(value: string): LedgerEntryType {
  const type = LEDGER_ENTRY_TYPES.find((known) => known === value);
  if (type === undefined) throw new Error(`journal entry of unknown type ${value}`);
  return type;
}

function toLine(line: JournalLineRow): FundRecordLine {
  const bucket = MEMBER_BUCKETS.find((known) => known === line.bucket);
  if (!isCurrency(line.currency) || bucket === undefined) {
    throw new Error(`posting on an unknown account ${line.currency}/${line.bucket}`);
  }
  return { currency: line.currency, bucket, amount: formatMinor(line.amountMinor, line.currency) };
}

export function toFundRecord(row: JournalEntryRow): FundRecord {
  return {
    id: row.id,
    type: entryTypeOf(row.type),
    lines: row.lines.map(toLine),
    createdAt: row.createdAt.toISOString(),
  };
}

export function toJournalEntry(row: JournalEntryRow): JournalEntry {
  return {
    ...toFundRecord(row),
    referenceType: row.referenceType,
    referenceId: row.referenceId,
    memo: row.memo,
  };
}
