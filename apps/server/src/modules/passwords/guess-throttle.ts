// Throttles guessing: member and staff logins, staff one-time codes, members' SMS codes, the fund and
// channel passwords, block-trade keys, and registration attempts (docs/decisions/0014-guess-throttling.md). A guess
// claims its place under every counter BEFORE the secret is checked, in one statement inside a
// transaction that holds the counters' rows, and is decided on the counts that statement returns:
// - failures at a limit: refused with SUBMIT_TOO_FREQUENT, counted nowhere;
// - failures plus guesses still being checked over a limit: the claim is given back and tried again
//   shortly (the guesses in flight may yet be right), then refused like the above;
// - otherwise the secret is checked: a wrong one counts as a failure, a right one clears the
//   account's failures and gives the address its claim back.
// So N parallel guesses never check more secrets than the limit allows, and N parallel requests with
// the right secret all pass. Counters live in the database, shared by every server process; a guess
// in flight when a process dies stays counted until its window ends.
import { createHash } from 'node:crypto';
import type { Services } from '../../http/context.ts';
import { refuse } from '../../http/business-error.ts';
import { inTransaction } from '../../db/transaction.ts';
import {
  claimAttempts,
  deleteSpentCounters,
  settleAttempts,
  type Settlement,
} from './attempt-counter-repo.ts';

export const GUESS_WINDOW_MILLISECONDS = 15 * 60_000;
/** Registration attempts are counted per address over an hour (REGISTRATIONS_PER_HOUR). */
export const REGISTRATION_WINDOW_MILLISECONDS = 60 * 60_000;

const GUESS_SCOPES = ['login', 'staff', 'staffOtp', 'smsCode', 'fund', 'channel', 'blockKey'] as const;
/** What is guessed; each scope has counters of its own. */
export type GuessScope = (typeof GUESS_SCOPES)[number];

/** Failures allowed in one window, per counter (OWASP's authentication cheat sheet). */
export interface GuessLimits {
  /** One guesser at one account. */
  perAccountAndAddress: number;
  /** One address trying many accounts (higher, so that an office behind one address can work). */
  perAddress: number;
  /** Every address together at one account: high, so nobody can lock a member out from elsewhere. */
  perAccount: number;
}

const LOGIN_LIMITS: GuessLimits = { perAccountAndAddress: 5, perAddress: 20, perAccount: 50 };
/**
 * Secrets behind a login (a member's fund and channel passwords and block-trade keys, a staff
 * member's one-time code): only whoever is past the login can try them, so nobody else can lock them,
 * and a stolen session or password gets 5 guesses per window wherever it calls from, not 50.
 */
const BEHIND_LOGIN_LIMITS: GuessLimits = { perAccountAndAddress: 5, perAddress: 20, perAccount: 5 };

/**
 * A member's SMS code (password resets): anyone may guess at the login reset, so every address
 * together gets 10 guesses per window at one account, against a million codes that live 5 minutes.
 */
const SMS_CODE_LIMITS: GuessLimits = { perAccountAndAddress: 5, perAddress: 20, perAccount: 10 };

export const GUESS_LIMITS: Readonly<Record<GuessScope, GuessLimits>> = {
  login: LOGIN_LIMITS,
  staff: LOGIN_LIMITS,
  staffOtp: BEHIND_LOGIN_LIMITS,
  smsCode: SMS_CODE_LIMITS,
  fund: BEHIND_LOGIN_LIMITS,
  channel: BEHIND_LOGIN_LIMITS,
  blockKey: BEHIND_LOGIN_LIMITS,
};

export interface Guess {
  scope: GuessScope;
  /** Whose secret: a member's account, a staff username (lower case), `member:<id>` for a member's. */
  account: string;
  /** The client address. */
  address: string;
}

interface Counter {
  key: string;
  limit: number;
}

/** How long a claim waits, in all, for guesses in flight to settle before it is refused. */
const BUSY_WAIT_MILLISECONDS = 3_000;

type ClaimOutcome = 'claimed' | 'locked' | 'busy';

async function tryClaim(services: Services, counters: readonly Counter[], windowMilliseconds: number) {
  const now = services.clock.now();
  const windowStartLimit = new Date(now.getTime() - windowMilliseconds);
  // Rows are locked in key order by every claim, so two claims never wait on each other in a circle.
  const keys = counters.map((counter) => counter.key).sort();
  const limits = new Map(counters.map((counter) => [counter.key, counter.limit]));
  return inTransaction(services.db, async (tx): Promise<ClaimOutcome> => {
    const counts = await claimAttempts(tx, keys, now, windowStartLimit);
    const limitOf = (key: string) => limits.get(key) ?? 0;
    const isLocked = counts.some((count) => count.failureCount >= limitOf(count.key));
    const isBusy = counts.some((count) => count.failureCount + count.pendingCount > limitOf(count.key));
    if (!isLocked && !isBusy) return 'claimed';
    // Still inside the transaction: no other claim has seen this one, so giving it back is exact.
    await settleAttempts(tx, { failedKeys: [], clearedKeys: [], returnedKeys: keys });
    return isLocked ? 'locked' : 'busy';
  });
}

/** Claims one attempt under every counter, or refuses with SUBMIT_TOO_FREQUENT and claims none. */
async function claimUnderLimits(
  services: Services,
  counters: readonly Counter[],
  windowMilliseconds: number,
): Promise<void> {
  const waitUntil = Date.now() + BUSY_WAIT_MILLISECONDS;
  for (let attempt = 0; ; attempt += 1) {
    const outcome = await tryClaim(services, counters, windowMilliseconds);
    if (outcome === 'claimed') return;
    if (outcome === 'locked' || Date.now() >= waitUntil) refuse('SUBMIT_TOO_FREQUENT');
    const pauseMilliseconds = Math.min(5 * 2 ** attempt, 100) * (0.5 + Math.random());
    await new Promise((resolve) => setTimeout(resolve, pauseMilliseconds));
  }
}

/**
 * A part of a counter's key: long text (an address from a forged X-Forwarded-For behind a proxy that
 * trusts everything, say) is hashed, so a key always fits the primary key's index.
 */
function keyPart(text: string): string {
  return text.length <= 100 ? text : `sha256:${createHash('sha256').update(text).digest('hex')}`;
}

function countersOf(guess: Guess) {
  const limits = GUESS_LIMITS[guess.scope];
  const address = keyPart(guess.address);
  const account = keyPart(guess.account);
  // The address comes before the account in the pair: an address never contains `|`, an account might.
  const pairKey = `${guess.scope}|address+account|${address}|${account}`;
  const addressKey = `${guess.scope}|address|${address}`;
  const accountKey = `${guess.scope}|account|${account}`;
  const counters: Counter[] = [
    { key: pairKey, limit: limits.perAccountAndAddress },
    { key: addressKey, limit: limits.perAddress },
    { key: accountKey, limit: limits.perAccount },
  ];
  const keys = counters.map((counter) => counter.key);
  const wrong: Settlement = { failedKeys: keys, clearedKeys: [], returnedKeys: [] };
  // The address keeps the failures of everyone else behind it; only this guess is given back.
  const right: Settlement = {
    failedKeys: [],
    clearedKeys: [pairKey, accountKey],
    returnedKeys: [addressKey],
  };
  return { counters, wrong, right };
}

/**
 * Checks one guess under the throttle and answers whether it was right: refused with
 * SUBMIT_TOO_FREQUENT before `isRight` runs when a limit is reached. A check that throws counts as a
 * wrong guess.
 */
export async function checkGuess(
  services: Services,
  guess: Guess,
  isRight: () => Promise<boolean>,
): Promise<boolean> {
  const { counters, wrong, right } = countersOf(guess);
  await claimUnderLimits(services, counters, GUESS_WINDOW_MILLISECONDS);
  let isGuessRight = false;
  try {
    isGuessRight = await isRight();
  } finally {
    await settleAttempts(services.db, isGuessRight ? right : wrong);
  }
  return isGuessRight;
}

/**
 * Counts one attempt from `address` whatever comes of it (registration); refused with
 * SUBMIT_TOO_FREQUENT once `limit` attempts are counted in the window.
 */
export async function countAttempt(
  services: Services,
  counter: { scope: 'register'; address: string; limit: number },
): Promise<void> {
  const key = `${counter.scope}|address|${keyPart(counter.address)}`;
  await claimUnderLimits(services, [{ key, limit: counter.limit }], REGISTRATION_WINDOW_MILLISECONDS);
  await settleAttempts(services.db, { failedKeys: [key], clearedKeys: [], returnedKeys: [] });
}

/**
 * Deletes the counters no limit reads any more — those holding nothing, and those whose window has
 * passed (a guess's 15 minutes, a registration's hour) — so `login_failures` does not grow for ever.
 * A row still in its window keeps counting toward its lock or ceiling and stays; so does a key of a
 * kind not named here. At most `batchSize` rows per statement; answers how many were deleted.
 */
export function purgeSpentCounters(services: Services, batchSize = 1_000): Promise<number> {
  const now = services.clock.now().getTime();
  return deleteSpentCounters(
    services.db,
    [
      {
        keyPrefixes: GUESS_SCOPES.map((scope) => `${scope}|`),
        windowStartLimit: new Date(now - GUESS_WINDOW_MILLISECONDS),
      },
      { keyPrefixes: ['register|'], windowStartLimit: new Date(now - REGISTRATION_WINDOW_MILLISECONDS) },
    ],
    batchSize,
  );
}
