// Demo data of the daily check-in: the default bonus schedule (10 points a day, 20 on the seventh day
// in a row), points that expire after 12 months, and three cash rewards in MYR.
import { DEFAULT_CHECK_IN_SCHEDULE, DEFAULT_POINTS_EXPIRY_MONTHS } from '@saham/domain/check-in/rules';
import type { Db } from '../../db/client.ts';
import { countRewards, findSchedule, insertReward, replaceSchedule, saveExpiryMonths } from './repo.ts';

const DEMO_REWARDS = [
  {
    names: {
      zh: 'RM 1 現金獎勵',
      ch: 'RM 1 现金奖励',
      en: 'RM 1 cash reward',
      ml: 'Ganjaran tunai RM 1',
      ja: 'RM 1 キャッシュ特典',
      ko: 'RM 1 현금 보상',
    },
    amountMinor: 100n,
    pointsNeeded: 30,
    stock: 1000,
  },
  {
    names: {
      zh: 'RM 5 現金獎勵',
      ch: 'RM 5 现金奖励',
      en: 'RM 5 cash reward',
      ml: 'Ganjaran tunai RM 5',
      ja: 'RM 5 キャッシュ特典',
      ko: 'RM 5 현금 보상',
    },
    amountMinor: 500n,
    pointsNeeded: 140,
    stock: 500,
  },
  {
    names: {
      zh: 'RM 20 現金獎勵',
      ch: 'RM 20 现金奖励',
      en: 'RM 20 cash reward',
      ml: 'Ganjaran tunai RM 20',
      ja: 'RM 20 キャッシュ特典',
      ko: 'RM 20 현금 보상',
    },
    amountMinor: 2000n,
    pointsNeeded: 500,
    stock: 100,
  },
] as const;

export async function seedCheckIn(tx: Db, now: Date): Promise<void> {
  if ((await findSchedule(tx)).length === 0) {
    await replaceSchedule(tx, DEFAULT_CHECK_IN_SCHEDULE);
    await saveExpiryMonths(tx, DEFAULT_POINTS_EXPIRY_MONTHS, now);
  }
  if ((await countRewards(tx)) > 0) return;
  for (const reward of DEMO_REWARDS) {
    await insertReward(tx, {
      ...reward,
      names: { ...reward.names },
      kind: 'cash',
      createdAt: now,
      updatedAt: now,
    });
  }
}
