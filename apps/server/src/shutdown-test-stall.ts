// SHUTDOWN_TEST_STALL=on (tests only; refused in production, config.ts): shutting down first opens a
// transaction that posts a journal entry and then never ends, as a request handler stuck inside one
// would. The rest of the shutdown waits on it — PGlite queues every statement behind an open
// transaction, and PostgreSQL's pool cannot end while a connection is out — until the deadline
// (shutdown.ts). The crash test (crash/shutdown.test.ts) then finds the entry gone at the next start.
import type { Db } from './db/client.ts';
import { postEntry } from './modules/ledger/post-entry.ts';

/** The memo of the entry the stalled transaction writes. */
export const STALLED_ENTRY_MEMO = 'shutdown test stall: never committed';

/** Resolves once the entry is written; the transaction stays open for good. */
export function openStalledTransaction(db: Db, now: Date): Promise<void> {
  return new Promise((written, failed) => {
    db.transaction(async (tx) => {
      await postEntry(
        tx,
        {
          type: 'adjustment',
          memberId: null,
          memo: STALLED_ENTRY_MEMO,
          postings: [
            { account: { house: 'adjustments' }, currency: 'MYR', amountMinor: 100n },
            { account: { house: 'bank_clearing' }, currency: 'MYR', amountMinor: -100n },
          ],
        },
        now,
      );
      written();
      await new Promise<never>(() => {});
    }).catch(failed);
  });
}
