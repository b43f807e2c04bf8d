// The back office's side of exchange: the mid rates and spreads (edited by admins, audited) and the
// list of members' exchanges.
import { CURRENCIES, isCurrency, type Currency } from '@saham/domain/currencies';
import { formatRate, parseRate } from '@saham/domain/fx';
import type { Paged } from '@saham/contract/envelope';
import type { FxSettings, StaffExchangeRow } from '@saham/contract/exchange';
import type { Db } from '../../db/client.ts';
import type { StaffRequestContext } from '../../http/context.ts';
import { refuse } from '../../http/business-error.ts';
import { inTransaction } from '../../db/transaction.ts';
import { toPaged } from '../../db/paging.ts';
import { recordAudit } from '../audit/service.ts';
import {
  findExchangePageForStaff,
  findMidRates,
  findSpreads,
  GLOBAL_PAIR,
  replaceSpreads,
  upsertMidRate,
} from './repo.ts';
import { toExchangeRecord } from './service.ts';

async function readSettings(db: Db): Promise<FxSettings> {
  const rates = await findMidRates(db);
  const spreads = await findSpreads(db);
  const midRates = CURRENCIES.flatMap((currency) => {
    const row = rates.find((rate) => rate.currency === currency);
    const scaled = row ? parseRate(row.midRate) : null;
    return row && scaled !== null
      ? [{ currency, midRate: formatRate(scaled), updatedAt: row.updatedAt.toISOString() }]
      : [];
  });
  const global = spreads.find((row) => row.from === GLOBAL_PAIR && row.to === GLOBAL_PAIR);
  const pairSpreads = spreads.flatMap((row) =>
    isCurrency(row.from) && isCurrency(row.to)
      ? [{ from: row.from, to: row.to, spreadBps: row.spreadBps }]
      : [],
  );
  return { midRates, globalSpreadBps: global?.spreadBps ?? 0, pairSpreads };
}

export async function getFxSettings(context: StaffRequestContext): Promise<FxSettings> {
  return readSettings(context.services.db);
}

interface SettingsUpdate {
  midRates: { currency: Currency; midRate: string }[];
  globalSpreadBps: number;
  pairSpreads: { from: Currency; to: Currency; spreadBps: number }[];
}

/** Checks everything before writing: a rate must be a positive decimal; MYR stays 1; pairs differ. */
function checkedUpdate(body: SettingsUpdate): Map<Currency, string> {
  const rates = new Map<Currency, string>();
  for (const { currency, midRate } of body.midRates) {
    const scaled = parseRate(midRate);
    if (scaled === null) refuse('INVALID_INPUT', { field: `midRate.${currency}` });
    if (currency === 'MYR' && formatRate(scaled) !== '1') refuse('INVALID_INPUT', { field: 'midRate.MYR' });
    rates.set(currency, formatRate(scaled));
  }
  const seen = new Set<string>();
  for (const pair of body.pairSpreads) {
    const key = `${pair.from}/${pair.to}`;
    if (pair.from === pair.to || seen.has(key)) refuse('INVALID_INPUT', { field: `pairSpreads.${key}` });
    seen.add(key);
  }
  return rates;
}

export async function updateFxSettings(
  context: StaffRequestContext,
  body: SettingsUpdate,
): Promise<FxSettings> {
  const rates = checkedUpdate(body);
  const { db, clock } = context.services;
  const now = clock.now();
  await inTransaction(db, async (tx) => {
    const before = await readSettings(tx);
    for (const [currency, midRate] of rates) {
      await upsertMidRate(tx, { currency, midRate, staffId: context.staff.staffId, at: now });
    }
    await replaceSpreads(tx, body.globalSpreadBps, body.pairSpreads, now);
    const after = await readSettings(tx);
    await recordAudit(tx, {
      staff: context.staff,
      action: 'exchange/updateSettings',
      targetType: 'fx_rates',
      targetId: null,
      before,
      after,
      ip: context.ip,
      at: now,
    });
  });
  return readSettings(db);
}

export async function listMemberExchanges(
  context: StaffRequestContext,
  body: { account?: string | undefined; page: number },
): Promise<Paged<StaffExchangeRow>> {
  const account = body.account?.trim();
  const { rows, total } = await findExchangePageForStaff(
    context.services.db,
    account ? { account } : {},
    body.page,
  );
  const items = rows.map(({ exchange, account: memberAccount }) => ({
    ...toExchangeRecord(exchange),
    memberId: exchange.memberId,
    account: memberAccount,
    spreadBps: exchange.spreadBps,
  }));
  return toPaged(items, body.page, total);
}
