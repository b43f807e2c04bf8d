// A member's fund records (spec §3): their own journal, newest first, ten a page.
import type { FundRecord } from '@saham/contract/fund-records';
import type { Paged } from '@saham/contract/envelope';
import type { LedgerEntryType } from '@saham/contract/ledger';
import type { Currency } from '@saham/domain/currencies';
import type { MemberOnlyContext } from '../../http/context.ts';
import { toPaged } from '../../db/paging.ts';
import { findJournalPage } from './journal-repo.ts';
import { toFundRecord } from './journal-view.ts';

export async function listFundRecords(
  context: MemberOnlyContext,
  query: { type?: LedgerEntryType | undefined; currency?: Currency | undefined; page: number },
): Promise<Paged<FundRecord>> {
  const memberId = context.session.memberId;
  const { rows, total } = await findJournalPage(
    context.services.db,
    { memberId, type: query.type, currency: query.currency },
    query.page,
  );
  return toPaged(rows.map(toFundRecord), query.page, total);
}
