// Who may trade, one rule for every order path (buy, sell, block trades): not forbidden from trading,
// identity verified (spec §4), fund password set (spec §5: it must be set before any trading action,
// not asked for each order). Read through the member's cached permissions (repo.ts), so once warm
// the gate costs no statement; the identity status is read again only to refuse with its own code.
import type { Db } from '../../db/client.ts';
import { refuse } from '../../http/business-error.ts';
import { assertRealNameVerified } from '../identity/real-name-gate.ts';
import { readTraderPermissions } from './repo.ts';
import type { TraderPermissions } from './rows.ts';

export async function assertMayTrade(db: Db, memberId: number): Promise<TraderPermissions> {
  const trader = await readTraderPermissions(db, memberId);
  if (!trader) return refuse('TRADE_FORBIDDEN');
  await assertMayTradeAs(db, memberId, trader);
  return trader;
}

/**
 * The same gate on flags the caller already holds: the member's row as read with their session
 * (sessions' cache drops it with every change of the member, as it does the trader cache), so the
 * opening rush of new-share applications spends no statement on it.
 */
export async function assertMayTradeAs(
  db: Db,
  memberId: number,
  trader: { isTradeForbidden: boolean; realNameStatus: string; hasFundPassword: boolean } | null,
): Promise<void> {
  if (!trader || trader.isTradeForbidden) refuse('TRADE_FORBIDDEN');
  if (trader.realNameStatus !== 'verified') await assertRealNameVerified(db, memberId);
  if (!trader.hasFundPassword) refuse('FUND_PASSWORD_NOT_SET');
}
