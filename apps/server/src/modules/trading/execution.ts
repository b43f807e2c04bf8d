// The dealing desk's executions, each inside the caller's transaction with the order or position row
// locked: filling an opening order (from available funds, or from the funds a limit order froze),
// freezing and releasing a limit order's funds, and closing (part of) a position. Every money
// movement is a ledger entry of its own type (trade_margin, trade_freeze, trade_fee, trade_tax,
// trade_pnl) against the member's buckets and the house accounts fees, taxes and broker_pnl — each
// posted to the member's shard of the house account (ledger/house-shards.ts), so fills of different
// members never queue on one house row (docs/decisions/0010-house-account-shards.md). A fill's fee
// is charged in full; what the member's check-in fee vouchers cover of it is credited back in the
// fill's transaction (check-in/for-trading.ts, decision 0025).
import { randomBytes } from 'node:crypto';
import type { Currency } from '@saham/domain/currencies';
import { decimal, formatDecimal } from '@saham/domain/markets/decimal';
import { notionalMinor } from '@saham/domain/markets/fees';
import { lockedUntil } from '@saham/domain/markets/sessions';
import type { Market } from '@saham/domain/markets/types';
import {
  closeSettlement,
  feesAndTaxes,
  type FeesAndTaxes,
  grossPnlMinor,
  marginMinor,
  shareOf,
  sideOf,
} from '@saham/domain/trading/money';
import type { Direction } from '@saham/domain/trading/orders';
import type { LedgerEntryType } from '@saham/contract/ledger';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { hasLiveFeeVoucher, useFeeVouchers } from '../check-in/for-trading.ts';
import { houseBucketOf } from '../ledger/house-shards.ts';
import { postEntry, runPostingStatement, type AccountRef } from '../ledger/post-entry.ts';
import { endLoansForSale } from '../lending/for-trading.ts';
import { availableMinorOf } from './repo.ts';
import { insertFill, insertPosition, updatePosition } from './positions-repo.ts';
import { writeMarketFill, writeOpenFill } from './orders-repo.ts';
import type { OrderRow, PositionRow } from './rows.ts';

export interface OpenCharges {
  notionalMinor: bigint;
  marginMinor: bigint;
  feeMinor: bigint;
  taxMinor: bigint;
}

/** Margin, fee and tax of opening `quantity` at `price` with `leverage`. */
export function openCharges(
  market: Pick<Market, 'currency' | 'fees'>,
  direction: Direction,
  price: string,
  quantity: string,
  leverage: number,
): OpenCharges {
  const notional = notionalMinor(market.currency, price, quantity);
  const charges = feesAndTaxes(market, sideOf(direction, 'open'), notional);
  return { notionalMinor: notional, marginMinor: marginMinor(notional, leverage), ...charges };
}

export function totalOf(charges: OpenCharges): bigint {
  return charges.marginMinor + charges.feeMinor + charges.taxMinor;
}

export function newNumber(prefix: string, now: Date): string {
  const stamp = now.toISOString().replace(/\D/g, '').slice(0, 14);
  return `${prefix}${stamp}${randomBytes(4).toString('hex').toUpperCase()}`;
}

/** A price as stored and shown: exact, without trailing zeros beyond the integer. */
export function normalDecimal(text: string): string {
  return formatDecimal(decimal(text));
}

interface Movement {
  type: LedgerEntryType;
  memberId: number;
  reference: { type: 'trade_order' | 'trade_position'; id: number | string };
  from: AccountRef;
  to: AccountRef;
  currency: Currency;
  amountMinor: bigint;
}

/** One entry moving `amountMinor` from one account to another; nothing for zero. */
async function move(tx: Db, movement: Movement, now: Date): Promise<void> {
  if (movement.amountMinor === 0n) return;
  const isReversed = movement.amountMinor < 0n;
  const amount = isReversed ? -movement.amountMinor : movement.amountMinor;
  const from = isReversed ? movement.to : movement.from;
  const to = isReversed ? movement.from : movement.to;
  await postEntry(
    tx,
    {
      type: movement.type,
      memberId: movement.memberId,
      referenceType: movement.reference.type,
      referenceId: String(movement.reference.id),
      postings: [
        { account: from, currency: movement.currency, amountMinor: -amount },
        { account: to, currency: movement.currency, amountMinor: amount },
      ],
      insufficientCode: 'AVAILABLE_BALANCE_INSUFFICIENT',
    },
    now,
  );
}

const bucket = (memberId: number, name: 'available' | 'frozen' | 'margin'): AccountRef => ({
  memberId,
  bucket: name,
});

/** Moves a limit order's margin, fee and tax from available to frozen (or back, to release). */
export async function freezeOrderFunds(
  tx: Db,
  order: Pick<OrderRow, 'id' | 'memberId' | 'currency'>,
  amountMinor: bigint,
  direction: 'freeze' | 'release',
  now: Date,
): Promise<void> {
  await move(
    tx,
    {
      type: 'trade_freeze',
      memberId: order.memberId,
      reference: { type: 'trade_order', id: order.id },
      from: bucket(order.memberId, 'available'),
      to: bucket(order.memberId, 'frozen'),
      currency: order.currency,
      amountMinor: direction === 'freeze' ? amountMinor : -amountMinor,
    },
    now,
  );
}

/**
 * The one `trade_open` entry of a fill (migration 0023 posts the same for a market order): `source`
 * pays margin + fee + tax, the margin bucket takes the margin, the fees and taxes house shards theirs.
 */
async function postOpenEntry(
  tx: Db,
  order: Pick<OrderRow, 'id' | 'memberId' | 'currency'>,
  source: AccountRef,
  charges: OpenCharges,
  now: Date,
): Promise<void> {
  const { memberId } = order;
  const currency = order.currency;
  const parts: { account: AccountRef; amountMinor: bigint }[] = [
    { account: bucket(memberId, 'margin'), amountMinor: charges.marginMinor },
    { account: { house: 'fees', shardFor: memberId }, amountMinor: charges.feeMinor },
    { account: { house: 'taxes', shardFor: memberId }, amountMinor: charges.taxMinor },
  ];
  await postEntry(
    tx,
    {
      type: 'trade_open',
      memberId,
      referenceType: 'trade_order',
      referenceId: String(order.id),
      postings: [
        { account: source, currency, amountMinor: -totalOf(charges) },
        ...parts
          .filter(({ amountMinor }) => amountMinor !== 0n)
          .map(({ account, amountMinor }) => ({ account, currency, amountMinor })),
      ],
      insufficientCode: 'AVAILABLE_BALANCE_INSUFFICIENT',
    },
    now,
  );
}

/**
 * Fills a pending opening order at `price`: charges margin, fee and tax (from the frozen funds when
 * they match exactly, else after releasing them, from available), opens the position, records the
 * fill and marks the order filled. The caller holds the order's row lock and has checked it pending.
 */
export async function fillOpenOrder(
  tx: Db,
  order: OrderRow,
  market: Market,
  price: string,
  now: Date,
): Promise<PositionRow> {
  const direction = order.direction;
  const charges = openCharges(market, direction, price, order.quantity, order.leverage);
  const memberId = order.memberId;
  let source = bucket(memberId, 'available');
  if (order.frozenMinor > 0n) {
    if (order.frozenMinor === totalOf(charges)) source = bucket(memberId, 'frozen');
    else await freezeOrderFunds(tx, order, order.frozenMinor, 'release', now);
  }
  await postOpenEntry(tx, order, source, charges, now);
  const fill = { kind: 'open', orderId: order.id } as const;
  await useFeeVouchers(tx, { memberId, currency: order.currency, feeMinor: charges.feeMinor, fill }, now);
  return writeOpenFill(
    tx,
    order.id,
    {
      positionNo: newNumber('PS', now),
      memberId,
      instrumentId: order.instrumentId,
      symbol: order.symbol,
      market: order.market,
      currency: order.currency,
      direction: order.direction,
      priceType: order.priceType,
      leverage: order.leverage,
      quantity: order.quantity,
      entryPrice: normalDecimal(price),
      marginMinor: charges.marginMinor,
      openFeeMinor: charges.feeMinor,
      openTaxMinor: charges.taxMinor,
      status: 'holding',
      openOrderId: order.id,
      openedAt: now,
      lockedUntil: lockedUntil(market, now),
    },
    {
      memberId,
      kind: 'open',
      orderId: order.id,
      price: normalDecimal(price),
      quantity: order.quantity,
      notionalMinor: charges.notionalMinor,
      feeMinor: charges.feeMinor,
      taxMinor: charges.taxMinor,
      createdAt: now,
    },
  );
}

/** A market order to fill at once at `price` (the quote with the desk's spread). */
export interface MarketOrder {
  memberId: number;
  instrumentId: number;
  symbol: string;
  direction: Direction;
  quantity: string;
  leverage: number;
}

/**
 * Fills a market order at once, in ONE statement (trade_fill_market_order,
 * migration 0022): the order written filled, its position and fill, and the same margin, fee and tax
 * entries `fillOpenOrder` posts (with a member's fee voucher, the fill and the voucher's use in one
 * transaction). Refused with AVAILABLE_BALANCE_INSUFFICIENT, writing nothing, when
 * the available balance does not cover them; the ledger's row locks make simultaneous orders of one
 * member take their turns, so only those that fit are written.
 */
export async function fillMarketOrder(
  db: Db,
  order: MarketOrder,
  market: Market,
  price: string,
  now: Date,
): Promise<{ order: OrderRow; position: PositionRow }> {
  const charges = openCharges(market, order.direction, price, order.quantity, order.leverage);
  const { memberId } = order;
  const canUseVoucher = market.currency === 'MYR' && charges.feeMinor > 0n;
  // A member holding a fee voucher: the fill and the voucher's use in one transaction instead.
  if (canUseVoucher && (await hasLiveFeeVoucher(db, memberId, now)))
    return inTransaction(db, async (tx) => {
      const filled = await writeMarketOrder(tx, order, market, { price, charges }, now);
      const fill = { kind: 'open', orderId: filled.order.id } as const;
      await useFeeVouchers(
        tx,
        { memberId, currency: market.currency, feeMinor: charges.feeMinor, fill },
        now,
      );
      return filled;
    });
  return writeMarketOrder(db, order, market, { price, charges }, now);
}

async function writeMarketOrder(
  db: Db,
  order: MarketOrder,
  market: Market,
  execution: { price: string; charges: OpenCharges },
  now: Date,
): Promise<{ order: OrderRow; position: PositionRow }> {
  const { price, charges } = execution;
  const { memberId } = order;
  const currency = market.currency;
  const accounts = [
    { account: bucket(memberId, 'available'), currency },
    { account: bucket(memberId, 'margin'), currency },
    { account: { house: 'fees', shardFor: memberId } as const, currency },
    { account: { house: 'taxes', shardFor: memberId } as const, currency },
  ];
  return runPostingStatement(db, accounts, 'AVAILABLE_BALANCE_INSUFFICIENT', () =>
    writeMarketFill(db, {
      orderNo: newNumber('TR', now),
      positionNo: newNumber('PS', now),
      memberId,
      instrumentId: order.instrumentId,
      symbol: order.symbol,
      market: market.code,
      currency,
      direction: order.direction,
      quantity: order.quantity,
      leverage: order.leverage,
      price: normalDecimal(price),
      notionalMinor: charges.notionalMinor,
      marginMinor: charges.marginMinor,
      feeMinor: charges.feeMinor,
      taxMinor: charges.taxMinor,
      createdAt: now,
      lockedUntil: lockedUntil(market, now),
      houseBucket: houseBucketOf(memberId),
    }),
  );
}

/** The columns a close sets on the position it closes. */
interface ClosedFields {
  status: 'closed';
  exitPrice: string;
  closeFeeMinor: bigint;
  closeTaxMinor: bigint;
  grossPnlMinor: bigint;
  isForcedClose: boolean;
  closedAt: Date;
}

/**
 * Writes a close of `quantity` to the position rows: a full close closes the position itself; a partial
 * one leaves the rest holding (less its share of margin and opening fee and tax) and splits the closed
 * quantity off into a closed position of its own. Returns the closed row.
 */
async function writeClosedPosition(
  tx: Db,
  position: PositionRow,
  quantity: string,
  releasedMargin: bigint,
  now: Date,
  closedFields: ClosedFields,
): Promise<PositionRow> {
  if (decimal(quantity) === decimal(position.quantity)) return updatePosition(tx, position.id, closedFields);
  const openFeeShare = shareOf(position.openFeeMinor, quantity, position.quantity);
  const openTaxShare = shareOf(position.openTaxMinor, quantity, position.quantity);
  await updatePosition(tx, position.id, {
    quantity: formatDecimal(decimal(position.quantity) - decimal(quantity)),
    marginMinor: position.marginMinor - releasedMargin,
    openFeeMinor: position.openFeeMinor - openFeeShare,
    openTaxMinor: position.openTaxMinor - openTaxShare,
    status: 'holding',
  });
  return insertPosition(tx, {
    positionNo: newNumber('PS', now),
    memberId: position.memberId,
    instrumentId: position.instrumentId,
    symbol: position.symbol,
    market: position.market,
    currency: position.currency,
    direction: position.direction,
    priceType: position.priceType,
    leverage: position.leverage,
    quantity,
    entryPrice: position.entryPrice,
    marginMinor: releasedMargin,
    openFeeMinor: openFeeShare,
    openTaxMinor: openTaxShare,
    openOrderId: position.openOrderId,
    parentId: position.id,
    openedAt: position.openedAt,
    lockedUntil: position.lockedUntil,
    ...closedFields,
  });
}

/**
 * The ledger side of a close, each a journal entry against the closed position: its margin back to
 * available, the gross P&L from broker_pnl (plus what the desk absorbs of a loss), then the closing
 * fee and tax out of available.
 */
async function postCloseSettlement(
  tx: Db,
  at: { memberId: number; currency: Currency; positionId: number },
  amounts: { releasedMargin: bigint; gross: bigint; absorbedByDesk: bigint; closing: FeesAndTaxes },
  now: Date,
): Promise<void> {
  const { memberId, currency } = at;
  const { releasedMargin, gross, absorbedByDesk, closing } = amounts;
  const reference = { type: 'trade_position', id: at.positionId } as const;
  const available = bucket(memberId, 'available');
  const common = { memberId, reference, currency };
  await move(
    tx,
    {
      ...common,
      type: 'trade_margin',
      from: bucket(memberId, 'margin'),
      to: available,
      amountMinor: releasedMargin,
    },
    now,
  );
  await move(
    tx,
    {
      ...common,
      type: 'trade_pnl',
      from: { house: 'broker_pnl', shardFor: memberId },
      to: available,
      amountMinor: gross + absorbedByDesk,
    },
    now,
  );
  await move(
    tx,
    {
      ...common,
      type: 'trade_fee',
      from: available,
      to: { house: 'fees', shardFor: memberId },
      amountMinor: closing.feeMinor,
    },
    now,
  );
  await move(
    tx,
    {
      ...common,
      type: 'trade_tax',
      from: available,
      to: { house: 'taxes', shardFor: memberId },
      amountMinor: closing.taxMinor,
    },
    now,
  );
}

export interface CloseOptions {
  /** The queued close order this executes, if any. */
  orderId?: number;
  isForced?: boolean;
}

/**
 * Closes `quantity` of a position (row locked by the caller, not closed) at `price`: releases its
 * share of the margin, posts the gross P&L against broker_pnl (a loss never takes the available
 * balance below zero: the desk absorbs the rest), charges the closing fee and tax, and records the
 * fill. A partial close splits the closed quantity off into a closed position of its own, which is
 * returned; a full close returns the position itself, closed.
 */
export async function closePosition(
  tx: Db,
  position: PositionRow,
  market: Market,
  quantity: string,
  price: string,
  now: Date,
  options: CloseOptions = {},
): Promise<PositionRow> {
  // Lent shares come back first: the loan ends, its rebate to date is paid (securities lending).
  await endLoansForSale(tx, position.id, now);
  const memberId = position.memberId;
  const currency = position.currency;
  const direction = position.direction;
  const exitPrice = normalDecimal(price);
  const releasedMargin = shareOf(position.marginMinor, quantity, position.quantity);
  const notional = notionalMinor(currency, exitPrice, quantity);
  const gross = grossPnlMinor(currency, direction, position.entryPrice, exitPrice, quantity);
  const closing = feesAndTaxes(market, sideOf(direction, 'close'), notional);
  const available = await availableMinorOf(tx, memberId, currency);
  const { absorbedByDesk } = closeSettlement(releasedMargin, gross, closing, available);
  const closed = await writeClosedPosition(tx, position, quantity, releasedMargin, now, {
    status: 'closed',
    exitPrice,
    closeFeeMinor: closing.feeMinor,
    closeTaxMinor: closing.taxMinor,
    grossPnlMinor: gross,
    isForcedClose: options.isForced === true,
    closedAt: now,
  });
  await postCloseSettlement(
    tx,
    { memberId, currency, positionId: closed.id },
    { releasedMargin, gross, absorbedByDesk, closing },
    now,
  );
  const fill = { kind: 'close', positionId: closed.id } as const;
  await useFeeVouchers(tx, { memberId, currency, feeMinor: closing.feeMinor, fill }, now);
  await insertFill(tx, {
    memberId,
    kind: 'close',
    orderId: options.orderId ?? null,
    positionId: closed.id,
    price: exitPrice,
    quantity,
    notionalMinor: notional,
    feeMinor: closing.feeMinor,
    taxMinor: closing.taxMinor,
    grossPnlMinor: gross,
    createdAt: now,
  });
  return closed;
}
