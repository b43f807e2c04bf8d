// Throttles password guessing: after too many failures under a key within the window, every attempt
// under that key is refused with SUBMIT_TOO_FREQUENT until the window (counted from its first
// failure) has passed. Member login counts per account (5) and per client address (20); the fund
// password counts per member. Counters live in the database, shared by every server process.
import type { Services } from '../../http/context.ts';
import { refuse } from '../../http/business-error.ts';
import { deleteFailureCounter, findFailureCounters, incrementFailureCounter } from './login-failure-repo.ts';

export const FAILURE_WINDOW_MILLISECONDS = 15 * 60_000;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;

export interface ThrottleRule {
  key: string;
  maxFailures: number;
}

/** Login failures per account; a wrong old password in a password change counts here too. */
export function accountLoginRule(account: string): ThrottleRule {
  return { key: `account:${account}`, maxFailures: MAX_FAILURES_PER_ACCOUNT };
}

export function addressLoginRule(ip: string): ThrottleRule {
  return { key: `ip:${ip}`, maxFailures: MAX_FAILURES_PER_ADDRESS };
}

export function fundPasswordRule(memberId: number): ThrottleRule {
  return { key: `fund:${memberId}`, maxFailures: MAX_FAILURES_PER_ACCOUNT };
}

function windowStartLimit(now: Date): Date {
  return new Date(now.getTime() - FAILURE_WINDOW_MILLISECONDS);
}

/** Refuses while any rule is over its limit; answers the keys that have a counter (to clear later). */
export async function assertNotThrottled(
  services: Services,
  rules: readonly ThrottleRule[],
): Promise<ReadonlySet<string>> {
  const now = services.clock.now();
  const counters = await findFailureCounters(
    services.db,
    rules.map((rule) => rule.key),
  );
  for (const counter of counters) {
    const rule = rules.find((candidate) => candidate.key === counter.key);
    const isWindowOpen = counter.windowStartedAt > windowStartLimit(now);
    if (rule && isWindowOpen && counter.failureCount >= rule.maxFailures) refuse('SUBMIT_TOO_FREQUENT');
  }
  return new Set(counters.map((counter) => counter.key));
}

export async function recordFailures(services: Services, rules: readonly ThrottleRule[]): Promise<void> {
  const now = services.clock.now();
  for (const rule of rules) {
    await incrementFailureCounter(services.db, rule.key, now, windowStartLimit(now));
  }
}

export async function clearFailures(services: Services, rule: ThrottleRule): Promise<void> {
  await deleteFailureCounter(services.db, rule.key);
}
