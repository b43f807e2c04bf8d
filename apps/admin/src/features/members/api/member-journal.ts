// members/journal: a member's journal entries, newest first, ten a page, with their own postings.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { memberJournal } from '@saham/contract/admin-ledger';
import type { ResponseOf } from '@saham/contract/call';
import { callStaff } from '../../../shared/api/staff-client.ts';

export type MemberJournalPage = ResponseOf<typeof memberJournal>;

export function fetchMemberJournal(id: number, page: number): Promise<MemberJournalPage> {
  return callStaff(memberJournal, { id, page });
}

export function memberJournalQueryOptions(id: number, page: number) {
  return queryOptions({
    queryKey: ['members', 'journal', id, page],
    queryFn: () => fetchMemberJournal(id, page),
    placeholderData: keepPreviousData,
  });
}

export function useMemberJournal(id: number, page: number) {
  return useQuery(memberJournalQueryOptions(id, page));
}
