// The ledger as the back office's member detail shows it: balances per currency and the journal.
import { CURRENCIES } from '@saham/domain/currencies';
import { formatMinor } from '@saham/domain/money';
import type { JournalEntry } from '@saham/contract/admin-ledger';
import type { Paged } from '@saham/contract/envelope';
import type { StaffRequestContext } from '../../http/context.ts';
import { refuse } from '../../http/business-error.ts';
import { toPaged } from '../../db/paging.ts';
import { findMemberById } from '../admin-members/repo.ts';
import { readMemberBuckets } from '../ledger/balances-repo.ts';
import { findJournalPage } from '../ledger/journal-repo.ts';
import { toJournalEntry } from '../ledger/journal-view.ts';

async function assertMemberExists(context: StaffRequestContext, memberId: number): Promise<void> {
  if (!(await findMemberById(context.services.db, memberId))) refuse('MEMBER_NOT_FOUND');
}

export async function describeMemberBalances(context: StaffRequestContext, body: { id: number }) {
  await assertMemberExists(context, body.id);
  const buckets = await readMemberBuckets(context.services.db, body.id);
  const of = (currency: string, bucket: string) =>
    buckets.find((row) => row.currency === currency && row.bucket === bucket)?.balanceMinor ?? 0n;
  return {
    byCurrency: CURRENCIES.map((currency) => ({
      currency,
      available: formatMinor(of(currency, 'available'), currency),
      frozen: formatMinor(of(currency, 'frozen'), currency),
      margin: formatMinor(of(currency, 'margin'), currency),
    })),
  };
}

export async function listMemberJournal(
  context: StaffRequestContext,
  body: { id: number; page: number },
): Promise<Paged<JournalEntry>> {
  await assertMemberExists(context, body.id);
  const { rows, total } = await findJournalPage(context.services.db, { memberId: body.id }, body.page);
  return toPaged(rows.map(toJournalEntry), body.page, total);
}
