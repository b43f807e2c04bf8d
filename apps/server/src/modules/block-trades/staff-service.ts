// Staff calls of block trades: list, create, update and switch deals on or off, and list purchases.
// The block price must sit on the instrument's tick grid; minimum shares are whole lots; the secret
// key is hashed on save and never answered. Every change is audited with its before and after.
import type { Paged } from '@saham/contract/envelope';
import type { AdminBlockDeal, AdminBlockOrder, BlockDealInput } from '@saham/contract/block-trades';
import { decimal, formatDecimal, parseDecimal } from '@saham/domain/markets/decimal';
import { isOnTickGrid, tickSizeAt } from '@saham/domain/markets/ticks';
import type { Db } from '../../db/client.ts';
import { toPaged } from '../../db/paging.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { StaffRequestContext } from '../../http/context.ts';
import { refuse } from '../../http/business-error.ts';
import { recordAudit } from '../audit/service.ts';
import { hashPassword } from '../passwords/password-hash.ts';
import { marketOf } from '../trading/service.ts';
import { findInstrumentsByIds } from '../trading/for-other-modules.ts';
import {
  findBlockOrderPage,
  findDeal,
  findDealPage,
  findDealSales,
  insertDeal,
  updateDeal,
  type DealRow,
  type NewDeal,
} from './repo.ts';
import { dealsWithContext, toBlockOrder } from './service.ts';

const SECRET_KEY_MIN = 4;

async function toAdminDeals(db: Db, rows: readonly DealRow[], now: Date): Promise<AdminBlockDeal[]> {
  const [deals, sales] = await Promise.all([
    dealsWithContext(db, rows, now),
    findDealSales(
      db,
      rows.map((row) => row.id),
    ),
  ]);
  return rows.map((row, index) => {
    const deal = deals[index];
    if (!deal) throw new Error(`deal ${row.id} not mapped`);
    const sold = sales.get(row.id);
    return {
      ...deal,
      instrumentId: row.instrumentId,
      isEnabled: row.isEnabled,
      orderCount: sold?.orderCount ?? 0,
      soldShares: formatDecimal(decimal(sold?.soldShares ?? '0')),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}

async function toAdminDeal(db: Db, row: DealRow, now: Date): Promise<AdminBlockDeal> {
  const [deal] = await toAdminDeals(db, [row], now);
  if (!deal) throw new Error(`deal ${row.id} not mapped`);
  return deal;
}

export async function listDeals(
  context: StaffRequestContext,
  request: { page: number; search?: string | undefined },
): Promise<Paged<AdminBlockDeal>> {
  const { db, clock } = context.services;
  const { rows, total } = await findDealPage(db, request.search, request.page);
  return toPaged(await toAdminDeals(db, rows, clock.now()), request.page, total);
}

function positiveDecimal(text: string, field: string): string {
  const scaled = parseDecimal(text.trim());
  if (scaled === null || scaled <= 0n) refuse('INVALID_INPUT', { field });
  return formatDecimal(scaled);
}

/** The checked fields of a deal as stored (without its key). */
async function valuesOf(db: Db, input: BlockDealInput, now: Date) {
  const instrument = (await findInstrumentsByIds(db, [input.instrumentId])).get(input.instrumentId);
  if (!instrument) refuse('INSTRUMENT_NOT_FOUND');
  if (instrument.assetClass === 'index') refuse('INSTRUMENT_NOT_TRADABLE');
  const market = await marketOf(db, instrument, now);
  const blockPrice = positiveDecimal(input.blockPrice, 'blockPrice');
  if (!isOnTickGrid(market, blockPrice)) refuse('PRICE_OFF_TICK', { tick: tickSizeAt(market, blockPrice) });
  const minShares = positiveDecimal(input.minShares, 'minShares');
  if (decimal(minShares) % decimal(market.lotSize) !== 0n) {
    refuse('WHOLE_LOTS_REQUIRED', { lotSize: formatDecimal(decimal(market.lotSize)) });
  }
  const opensAt = new Date(input.opensAt);
  const closesAt = new Date(input.closesAt);
  if (closesAt.getTime() <= opensAt.getTime()) refuse('INVALID_INPUT', { field: 'closesAt' });
  return {
    instrumentId: instrument.id,
    symbol: instrument.symbol,
    market: instrument.market,
    currency: market.currency,
    blockPrice,
    minShares,
    opensAt,
    closesAt,
    lockDays: input.lockDays,
    isEnabled: input.isEnabled,
  } satisfies Partial<NewDeal>;
}

async function hashedKey(context: StaffRequestContext, key: string): Promise<string> {
  if (key.trim().length < SECRET_KEY_MIN) refuse('INVALID_INPUT', { field: 'secretKey' });
  return hashPassword(key.trim(), context.services.config.passwordHashCost);
}

/** What the audit log keeps of a deal: everything but the key's hash. */
function auditView(row: DealRow) {
  const { secretKeyHash: _hidden, ...rest } = row;
  return rest;
}

export async function createDeal(
  context: StaffRequestContext,
  request: BlockDealInput & { secretKey: string },
): Promise<AdminBlockDeal> {
  const { services, staff } = context;
  const now = services.clock.now();
  const values = await valuesOf(services.db, request, now);
  const secretKeyHash = await hashedKey(context, request.secretKey);
  const row = await inTransaction(services.db, async (tx) => {
    const inserted = await insertDeal(tx, { ...values, secretKeyHash, createdAt: now, updatedAt: now });
    await recordAudit(tx, {
      staff,
      action: 'blockTrades/create',
      targetType: 'block_deal',
      targetId: inserted.id,
      after: auditView(inserted),
      ip: context.ip,
      at: now,
    });
    return inserted;
  });
  return toAdminDeal(services.db, row, now);
}

/** Runs one change on a deal in a transaction, audited with its before and after. */
async function changeDeal(
  context: StaffRequestContext,
  id: number,
  action: string,
  change: Partial<NewDeal> & { isKeyChanged?: boolean },
): Promise<AdminBlockDeal> {
  const { services, staff } = context;
  const now = services.clock.now();
  const { isKeyChanged = false, ...fields } = change;
  const row = await inTransaction(services.db, async (tx) => {
    const before = await findDeal(tx, id, { lock: true });
    if (!before) refuse('PRODUCT_NOT_FOUND');
    const after = await updateDeal(tx, id, { ...fields, updatedAt: now });
    await recordAudit(tx, {
      staff,
      action,
      targetType: 'block_deal',
      targetId: id,
      before: auditView(before),
      after: { ...auditView(after), isKeyChanged },
      ip: context.ip,
      at: now,
    });
    return after;
  });
  return toAdminDeal(services.db, row, now);
}

export async function updateDealFields(
  context: StaffRequestContext,
  request: BlockDealInput & { id: number; secretKey?: string | undefined },
): Promise<AdminBlockDeal> {
  const now = context.services.clock.now();
  const values = await valuesOf(context.services.db, request, now);
  const key = request.secretKey?.trim() ?? '';
  const secretKeyHash = key === '' ? undefined : await hashedKey(context, key);
  return changeDeal(context, request.id, 'blockTrades/update', {
    ...values,
    ...(secretKeyHash === undefined ? {} : { secretKeyHash }),
    isKeyChanged: secretKeyHash !== undefined,
  });
}

export async function setDealEnabled(
  context: StaffRequestContext,
  request: { id: number; isEnabled: boolean },
): Promise<AdminBlockDeal> {
  return changeDeal(context, request.id, 'blockTrades/setEnabled', { isEnabled: request.isEnabled });
}

export async function listOrders(
  context: StaffRequestContext,
  request: { page: number; dealId?: number | undefined; account?: string | undefined },
): Promise<Paged<AdminBlockOrder>> {
  const { rows, total } = await findBlockOrderPage(context.services.db, request, request.page);
  return toPaged(
    rows.map((row) => ({ ...toBlockOrder(row), memberId: row.memberId, memberAccount: row.memberAccount })),
    request.page,
    total,
  );
}
