// The members a money bench's connections log in as: the demo member and copies of it (password and
// fund password included), verified and funded with MYR while the server is stopped, one per connection.
import { inArray } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client.ts';
import { members } from '../apps/server/src/db/schema.ts';
import { inTransaction } from '../apps/server/src/db/transaction.ts';
import { postEntry } from '../apps/server/src/modules/ledger/post-entry.ts';
import type { ServerProcess } from '../apps/server/src/crash/server-process.ts';
import { DEMO, memberHeaders } from './prepared-server.ts';

/** The demo member's account and `count - 1` others, `<prefix>0001`, `<prefix>0002`, …. */
export function benchAccounts(prefix: string, count: number): string[] {
  return [
    DEMO.account,
    ...Array.from({ length: count - 1 }, (_, index) => `${prefix}${String(index + 1).padStart(4, '0')}`),
  ];
}

/**
 * Copies the demo member under `accounts` after the first (invitation codes `<invitePrefix>0000`, …),
 * verifies them all and funds each with 10^14 minor units of MYR from bank clearing.
 */
export async function copyVerifyAndFund(
  database: Database,
  accounts: string[],
  options: { invitePrefix: string; memo: string },
): Promise<void> {
  for (const [index, account] of accounts.slice(1).entries()) {
    await database.execute(`create temporary table bench_member as
        select * from members where account = '${DEMO.account}';
        update bench_member set id = nextval(pg_get_serial_sequence('members', 'id')),
          account = '${account}', invite_code = '${options.invitePrefix}${String(index).padStart(4, '0')}';
        insert into members select * from bench_member;
        drop table bench_member`);
  }
  const rows = await database.db
    .update(members)
    .set({ realNameStatus: 'verified' })
    .where(inArray(members.account, accounts))
    .returning({ id: members.id });
  if (rows.length !== accounts.length)
    throw new Error(`${rows.length} bench members, not ${accounts.length}`);
  const amountMinor = 10n ** 14n;
  for (const { id: memberId } of rows) {
    await inTransaction(database.db, (tx) =>
      postEntry(
        tx,
        {
          type: 'deposit',
          memberId,
          memo: options.memo,
          postings: [
            { account: { memberId, bucket: 'available' }, currency: 'MYR', amountMinor },
            { account: { house: 'bank_clearing' }, currency: 'MYR', amountMinor: -amountMinor },
          ],
        },
        new Date(),
      ),
    );
  }
}

/** Logs each of `accounts` in (the demo member's password), one after another; answers their headers. */
export async function benchHeaders(
  server: ServerProcess,
  accounts: string[],
): Promise<Record<string, string>[]> {
  const headers: Record<string, string>[] = [];
  for (const account of accounts) headers.push(await memberHeaders(server, { ...DEMO, account }));
  return headers;
}
