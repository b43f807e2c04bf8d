// The channel password a deposit channel may carry: checked like the fund password, one claimed guess
// per try (guess-throttle.ts), so it cannot be guessed faster than the fund password either.
import type { MemberOnlyContext } from '../../http/context.ts';
import { refuse } from '../../http/business-error.ts';
import { checkGuess } from '../passwords/guess-throttle.ts';
import { verifyPassword } from '../passwords/password-hash.ts';

/** Refuses an empty or wrong password with WRONG_CHANNEL_PASSWORD; guesses beyond the limit are refused first. */
export async function checkChannelPassword(
  context: MemberOnlyContext,
  passwordHash: string,
  given: string,
): Promise<void> {
  // An empty password cannot be right and tells a guesser nothing: refused without a claim.
  if (given === '') refuse('WRONG_CHANNEL_PASSWORD');
  const guess = {
    scope: 'channel',
    account: `member:${context.session.memberId}`,
    address: context.ip,
  } as const;
  if (!(await checkGuess(context.services, guess, () => verifyPassword(passwordHash, given)))) {
    refuse('WRONG_CHANNEL_PASSWORD');
  }
}
