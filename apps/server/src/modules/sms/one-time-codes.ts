// One-time codes sent by SMS (issue 16 §1): 6 digits from a CSPRNG, stored only hashed (argon2id, like
// passwords), valid 5 minutes, used once; a new code replaces the previous one. Sending is limited per
// account and per client address (one a minute, five an hour; the refusal says when to retry), and a
// request for an account that does not exist is counted and answered exactly like one that does — it
// only sends nothing. Guesses at a code are throttled like logins (guess-throttle.ts, scope smsCode),
// and every wrong, expired, used or replaced code gets the same refusal, SMS_CODE_INVALID.
import { randomInt } from 'node:crypto';
import type { CodeSent, SmsCodePurpose } from '@saham/contract/password-reset';
import type { Language } from '@saham/domain/languages';
import type { Db } from '../../db/client.ts';
import type { Services } from '../../http/context.ts';
import { refuse } from '../../http/business-error.ts';
import { inTransaction } from '../../db/transaction.ts';
import { decoyPasswordHash, hashPassword, verifyPassword } from '../passwords/password-hash.ts';
import { checkGuess } from '../passwords/guess-throttle.ts';
import {
  findLiveCode,
  lockRequestKeys,
  markCodeUsed,
  recentRequestTimes,
  recordRequest,
  replaceCode,
} from './codes-repo.ts';
import { codeMessageText } from './message-texts.ts';
import { smsGatewayOf } from './sms-gateway.ts';

export const CODE_LIFETIME_SECONDS = 5 * 60;
/** The shortest time between two codes, per account and per address. */
export const RESEND_INTERVAL_SECONDS = 60;
export const CODES_PER_HOUR = 5;
const HOUR_MILLISECONDS = 3_600_000;

export interface CodeRequest {
  /** The 12-digit account the code is for, as typed (it may not exist). */
  account: string;
  purpose: SmsCodePurpose;
  /** The client address. */
  address: string;
  /** The member holding the account, or null when there is none: nothing is sent then. */
  recipient: { language: Language } | null;
}

/** The wait before another request, from the newest requests first (at most CODES_PER_HOUR). */
function refuseWhileLimited(times: readonly Date[], now: Date): void {
  const hourlyOldest = times[CODES_PER_HOUR - 1];
  if (hourlyOldest !== undefined) {
    const waitMilliseconds = hourlyOldest.getTime() + HOUR_MILLISECONDS - now.getTime();
    refuse('SMS_HOURLY_LIMIT', { minutes: Math.max(1, Math.ceil(waitMilliseconds / 60_000)) });
  }
  const newest = times[0];
  if (newest !== undefined) {
    const waitMilliseconds = newest.getTime() + RESEND_INTERVAL_SECONDS * 1000 - now.getTime();
    if (waitMilliseconds > 0) refuse('SMS_RESEND_WAIT', { seconds: Math.ceil(waitMilliseconds / 1000) });
  }
}

async function checkSendLimits(tx: Db, request: CodeRequest, now: Date): Promise<void> {
  const since = new Date(now.getTime() - HOUR_MILLISECONDS);
  await lockRequestKeys(tx, [`sms|account|${request.account}`, `sms|address|${request.address}`]);
  const byAccount = await recentRequestTimes(tx, { account: request.account }, since, CODES_PER_HOUR);
  const byAddress = await recentRequestTimes(tx, { address: request.address }, since, CODES_PER_HOUR);
  // The hourly limit is the longer wait, so it is told first, whichever counter reached it.
  if (byAccount.length >= CODES_PER_HOUR) refuseWhileLimited(byAccount, now);
  if (byAddress.length >= CODES_PER_HOUR) refuseWhileLimited(byAddress, now);
  refuseWhileLimited(byAccount, now);
  refuseWhileLimited(byAddress, now);
  await recordRequest(tx, { account: request.account, address: request.address, requestedAt: now }, since);
}

/** Sends a new code to the account's phone, or answers the same without sending for no account. */
export async function sendCode(services: Services, request: CodeRequest): Promise<CodeSent> {
  const gateway = smsGatewayOf(services.config);
  if (gateway === null) refuse('SMS_GATEWAY_UNAVAILABLE');
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  // Hashed for an unknown account too, so both answers take as long.
  const codeHash = await hashPassword(code, services.config.passwordHashCost);
  const now = services.clock.now();
  const expiresAt = new Date(now.getTime() + CODE_LIFETIME_SECONDS * 1000);
  const { recipient } = request;
  await inTransaction(services.db, async (tx) => {
    await checkSendLimits(tx, request, now);
    if (recipient === null) return;
    await replaceCode(tx, {
      account: request.account,
      purpose: request.purpose,
      codeHash,
      createdAt: now,
      expiresAt,
    });
    const text = codeMessageText(recipient.language, request.purpose, code, CODE_LIFETIME_SECONDS / 60);
    const message = {
      phone: `+${request.account}`,
      purpose: request.purpose,
      language: recipient.language,
      text,
    };
    await gateway.send(tx, message, now);
  });
  return { resendAfterSeconds: RESEND_INTERVAL_SECONDS, expiresInSeconds: CODE_LIFETIME_SECONDS };
}

export interface CodeUse {
  account: string;
  purpose: SmsCodePurpose;
  code: string;
  address: string;
}

/**
 * Checks a code under the guess throttle and, when it is right, marks it used and runs `whenRight` in
 * the same transaction (the password change it authorises), so the code is spent exactly when the
 * change is made. Refuses with SMS_CODE_INVALID otherwise.
 */
export async function useCode(
  services: Services,
  use: CodeUse,
  whenRight: (tx: Db) => Promise<void>,
): Promise<void> {
  const guess = { scope: 'smsCode', account: use.account, address: use.address } as const;
  const isRight = await checkGuess(services, guess, async () => {
    const now = services.clock.now();
    const live = await findLiveCode(services.db, use.account, use.purpose, now);
    if (live === null) {
      // As long as checking a real code, so the answer's time does not tell whether one exists.
      await verifyPassword(await decoyPasswordHash(services.config.passwordHashCost), use.code);
      return false;
    }
    if (!(await verifyPassword(live.codeHash, use.code))) return false;
    return inTransaction(services.db, async (tx) => {
      if (!(await markCodeUsed(tx, live, now))) return false;
      await whenRight(tx);
      return true;
    });
  });
  if (!isRight) refuse('SMS_CODE_INVALID');
}
