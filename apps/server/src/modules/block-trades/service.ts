// Member calls of block trades: blockTrade/list, detail, buy and orders. A purchase is an opening
// long order at the deal's block price and 1× leverage, filled at once by the trading core's
// `fillOpenOrder` (margin, fee and tax through the ledger from the available balance, in one
// transaction), so the position shows in /trade/index like any other; its lock is the later of the
// market's own lock and the deal's lock days (trading days).
import type { Paged } from '@saham/contract/envelope';
import type { BlockDeal, BlockDealState, BlockOrder } from '@saham/contract/block-trades';
import { notionalMinor } from '@saham/domain/markets/fees';
import { lockedUntil } from '@saham/domain/markets/sessions';
import { isMarketCode, type MarketCode } from '@saham/domain/markets/types';
import { formatMinor } from '@saham/domain/money';
import { checkBlockQuantity } from '@saham/domain/trading/block-trades';
import type { Db } from '../../db/client.ts';
import { toPaged } from '../../db/paging.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { MemberOnlyContext } from '../../http/context.ts';
import { refuse } from '../../http/business-error.ts';
import { checkGuess } from '../passwords/guess-throttle.ts';
import { verifyPassword } from '../passwords/password-hash.ts';
import { fillOpenOrder, newNumber, normalDecimal, openCharges, totalOf } from '../trading/execution.ts';
import { marketOf } from '../trading/service.ts';
import {
  findInstrumentsByIds,
  findPrices,
  insertOrder,
  updatePosition,
} from '../trading/for-other-modules.ts';
import type { InstrumentRow } from '../trading/rows.ts';
import { assertMayTrade } from '../trading/trader-gate.ts';
import {
  findDeal,
  findLiveDealPage,
  findMemberBlockOrderPage,
  insertBlockOrder,
  type BlockOrderRow,
  type DealRow,
} from './repo.ts';

/** 10^15 minor units: far beyond any balance, and beyond what a ledger amount can hold. */
const MAX_ORDER_MINOR = 10n ** 15n;

export function dealStateAt(
  deal: Pick<DealRow, 'isEnabled' | 'opensAt' | 'closesAt'>,
  now: Date,
): BlockDealState {
  if (!deal.isEnabled || now.getTime() >= deal.closesAt.getTime()) return 'closed';
  return now.getTime() < deal.opensAt.getTime() ? 'upcoming' : 'open';
}

function marketCodeOf(text: string): MarketCode {
  if (!isMarketCode(text)) throw new Error(`unknown market ${text}`);
  return text;
}

function codeOf(symbol: string): string {
  return symbol.slice(symbol.indexOf(':') + 1);
}

export function toDeal(
  row: DealRow,
  instrument: InstrumentRow | undefined,
  lastPrice: string | null,
  lotSize: string,
  now: Date,
): BlockDeal {
  return {
    id: row.id,
    symbol: row.symbol,
    code: codeOf(row.symbol),
    market: marketCodeOf(row.market),
    currency: row.currency,
    names: { ...(instrument?.names ?? { en: codeOf(row.symbol) }) },
    blockPrice: normalDecimal(row.blockPrice),
    lastPrice: lastPrice === null ? null : normalDecimal(lastPrice),
    minShares: normalDecimal(row.minShares),
    lotSize: normalDecimal(lotSize),
    opensAt: row.opensAt.toISOString(),
    closesAt: row.closesAt.toISOString(),
    lockDays: row.lockDays,
    state: dealStateAt(row, now),
  };
}

export function toBlockOrder(row: BlockOrderRow): BlockOrder {
  const currency = row.currency;
  return {
    id: row.id,
    orderNo: row.orderNo,
    dealId: row.dealId,
    symbol: row.symbol,
    code: codeOf(row.symbol),
    market: marketCodeOf(row.market),
    currency,
    price: normalDecimal(row.price),
    quantity: normalDecimal(row.quantity),
    amount: formatMinor(notionalMinor(currency, row.price, row.quantity), currency),
    margin: formatMinor(row.marginMinor, currency),
    fee: formatMinor(row.feeMinor, currency),
    tax: formatMinor(row.taxMinor, currency),
    total: formatMinor(row.marginMinor + row.feeMinor + row.taxMinor, currency),
    positionId: row.positionId,
    lockedUntil: row.lockedUntil.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

/** Deals with their instruments, latest prices and lot sizes (the instrument's, else its market's). */
export async function dealsWithContext(db: Db, rows: readonly DealRow[], now: Date): Promise<BlockDeal[]> {
  const instrumentIds = [...new Set(rows.map((row) => row.instrumentId))];
  const [instruments, prices] = await Promise.all([
    findInstrumentsByIds(db, instrumentIds),
    findPrices(db, instrumentIds),
  ]);
  const deals: BlockDeal[] = [];
  for (const row of rows) {
    const instrument = instruments.get(row.instrumentId);
    const lotSize = instrument ? (await marketOf(db, instrument, now)).lotSize : '1';
    deals.push(toDeal(row, instrument, prices.get(row.instrumentId) ?? null, lotSize, now));
  }
  return deals;
}

export async function listDeals(context: MemberOnlyContext, page: number): Promise<Paged<BlockDeal>> {
  const { db, clock } = context.services;
  const now = clock.now();
  const { rows, total } = await findLiveDealPage(db, now, page);
  return toPaged(await dealsWithContext(db, rows, now), page, total);
}

export async function dealDetail(context: MemberOnlyContext, id: number): Promise<BlockDeal> {
  const { db, clock } = context.services;
  const row = await findDeal(db, id);
  if (!row || !row.isEnabled) refuse('PRODUCT_NOT_FOUND');
  const [deal] = await dealsWithContext(db, [row], clock.now());
  return deal ?? refuse('PRODUCT_NOT_FOUND');
}

/** The deal's quantity rules (the domain's block-trade rule), refused with the problem it names. */
function checkedQuantity(deal: DealRow, input: string | number | undefined, lotSize: string): string {
  const checked = checkBlockQuantity(input, { minShares: deal.minShares, lotSize });
  if (checked.problem !== null) refuse(checked.problem.code, checked.problem.params);
  return checked.quantity;
}

/** Guesses of deal keys count per member: after 5 wrong keys in 15 minutes, SUBMIT_TOO_FREQUENT. */
async function checkKey(context: MemberOnlyContext, deal: DealRow, key: string): Promise<void> {
  const guess = {
    scope: 'blockKey',
    account: `member:${context.session.memberId}`,
    address: context.ip,
  } as const;
  if (!(await checkGuess(context.services, guess, () => verifyPassword(deal.secretKeyHash, key)))) {
    refuse('SECRET_KEY_MISMATCH');
  }
}

export interface BuyRequest {
  dealId: number;
  quantity?: string | number | undefined;
  key: string;
}

export async function buyDeal(context: MemberOnlyContext, body: BuyRequest): Promise<BlockOrder> {
  const { db, clock } = context.services;
  const memberId = context.session.memberId;
  await assertMayTrade(db, memberId);
  const now = clock.now();
  const deal = await findDeal(db, body.dealId);
  if (!deal || !deal.isEnabled) refuse('PRODUCT_NOT_FOUND');
  if (dealStateAt(deal, now) !== 'open') refuse('BLOCK_TRADE_CLOSED');
  await checkKey(context, deal, body.key);
  const instrument = (await findInstrumentsByIds(db, [deal.instrumentId])).get(deal.instrumentId);
  if (!instrument || instrument.status !== 'listed') refuse('INSTRUMENT_NOT_TRADABLE');
  const market = await marketOf(db, instrument, now);
  const quantity = checkedQuantity(deal, body.quantity, market.lotSize);
  const price = normalDecimal(deal.blockPrice);
  if (totalOf(openCharges(market, 'long', price, quantity, 1)) > MAX_ORDER_MINOR) {
    refuse('AVAILABLE_BALANCE_INSUFFICIENT');
  }
  const dealLockEnds = lockedUntil({ ...market, lock: { kind: 'days', days: deal.lockDays } }, now);
  const row = await inTransaction(db, async (tx) => {
    const order = await insertOrder(tx, {
      orderNo: newNumber('BT', now),
      memberId,
      instrumentId: instrument.id,
      symbol: instrument.symbol,
      market: instrument.market,
      currency: market.currency,
      kind: 'open',
      direction: 'long',
      priceType: 'limit',
      price,
      quantity,
      leverage: 1,
      status: 'pending',
      frozenMinor: 0n,
      createdAt: now,
    });
    const opened = await fillOpenOrder(tx, order, market, price, now);
    const lockEnds = dealLockEnds > opened.lockedUntil ? dealLockEnds : opened.lockedUntil;
    await updatePosition(tx, opened.id, { lockedUntil: lockEnds });
    return insertBlockOrder(tx, {
      dealId: deal.id,
      memberId,
      tradeOrderId: order.id,
      positionId: opened.id,
      orderNo: order.orderNo,
      symbol: instrument.symbol,
      market: instrument.market,
      currency: market.currency,
      price,
      quantity,
      marginMinor: opened.marginMinor,
      feeMinor: opened.openFeeMinor,
      taxMinor: opened.openTaxMinor,
      lockedUntil: lockEnds,
      createdAt: now,
    });
  });
  return toBlockOrder(row);
}

export async function listMyOrders(context: MemberOnlyContext, page: number): Promise<Paged<BlockOrder>> {
  const { rows, total } = await findMemberBlockOrderPage(context.services.db, context.session.memberId, page);
  return toPaged(rows.map(toBlockOrder), page, total);
}
