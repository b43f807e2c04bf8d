// Demo data of the daily check-in: the default bonus schedule (10 points a day, 20 on the seventh day
// in a row), points that expire after 12 months, three cash rewards in MYR and a RM 10 trading-fee
// voucher valid 30 days.
import {
  DEFAULT_CHECK_IN_SCHEDULE,
  DEFAULT_FEE_VOUCHER_VALID_DAYS,
  DEFAULT_POINTS_EXPIRY_MONTHS,
} from '@saham/domain/check-in/rules';
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

const DEMO_FEE_VOUCHER = {
  names: {
    zh: 'RM 10 交易手續費券',
    ch: 'RM 10 交易手续费券',
    en: 'RM 10 trading fee voucher',
    ml: 'Baucar yuran dagangan RM 10',
    ja: 'RM 10 取引手数料クーポン',
    ko: 'RM 10 거래 수수료 쿠폰',
  },
  kind: 'fee_voucher',
  amountMinor: 1000n,
  pointsNeeded: 200,
  stock: 300,
  validDays: DEFAULT_FEE_VOUCHER_VALID_DAYS,
} as const;

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
  await insertReward(tx, {
    ...DEMO_FEE_VOUCHER,
    names: { ...DEMO_FEE_VOUCHER.names },
    createdAt: now,
    updatedAt: now,
  });
}
