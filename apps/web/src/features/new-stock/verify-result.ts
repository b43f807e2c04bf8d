// The "verify" action (issue 17 §4): recompute the member's own result in the app from the published
// inputs — the revealed seed against its published hash, the entries against theirs — with the same
// domain algorithm the server drew with. The claim checked is the lots the offering says it allotted.
import type { Application, BallotCommitment } from '@saham/contract/new-stock';
import { verifyBallot, type BallotCheck, type BallotEntry } from '@saham/domain/new-shares/ballot';
import { wholeShares } from './new-stock-rules.ts';

export type VerifyOutcome = 'verified' | 'mismatch' | 'not_revealed';

export function verifyMyResult(
  commitment: BallotCommitment,
  entries: readonly BallotEntry[],
  application: Pick<Application, 'id' | 'allottedQuantity'>,
  lotSize: string,
): { outcome: VerifyOutcome; check: BallotCheck | null } {
  if (commitment.seed === null || commitment.entriesHash === null || commitment.lotsOffered === null) {
    return { outcome: 'not_revealed', check: null };
  }
  const lot = wholeShares(lotSize) ?? 1n;
  const allotted = wholeShares(application.allottedQuantity) ?? 0n;
  const check = verifyBallot({
    seedHash: commitment.seedHash,
    entriesHash: commitment.entriesHash,
    seed: commitment.seed,
    entries,
    mode: commitment.mode,
    lotsOffered: commitment.lotsOffered,
    withReserve: commitment.withReserve,
    applicationId: application.id,
    claimedLots: Number(allotted / lot),
  });
  return { outcome: check.ok ? 'verified' : 'mismatch', check };
}
