// Demo data of securities lending (issue 18 §4): a program open on Bursa Malaysia (2% a year, half to
// the member, RM 5,000,000 capacity, RM 1,000 minimum, 90-day term), and for the demo member a fully
// paid Bursa holding that can be lent: 1,000 Sime Darby (MY:4197) shares bought with the demo balance at
// its reference close (about RM2,300, so the demo's RM100,000 becomes about RM97,690 available), with its
// lock already over. Not Maybank, which the trading browser tests trade.
import type { Db } from '../../db/client.ts';
import { fillOpenOrder, newNumber } from '../trading/execution.ts';
import { findInstrumentBySymbol, insertOrder, updatePosition } from '../trading/for-other-modules.ts';
import { marketOf } from '../trading/service.ts';
import { insertProgram } from './repo.ts';

export const DEMO_LENDABLE_SYMBOL = 'MY:4197';
const DEMO_LENDABLE_QUANTITY = '1000';

export async function seedLendingDefaults(tx: Db, now: Date): Promise<void> {
  await insertProgram(tx, {
    market: 'MY',
    currency: 'MYR',
    annualRate: '2',
    memberShare: '50',
    capacityMinor: 500_000_000n,
    minAmountMinor: 100_000n,
    termDays: 90,
    isOpen: true,
    createdAt: now,
    updatedAt: now,
  });
}

export async function seedDemoLendableHolding(tx: Db, memberId: number, now: Date): Promise<void> {
  const instrument = await findInstrumentBySymbol(tx, DEMO_LENDABLE_SYMBOL);
  if (!instrument) return;
  const market = await marketOf(tx, instrument, now);
  const price = instrument.prevClose;
  const order = await insertOrder(tx, {
    orderNo: newNumber('TR', now),
    memberId,
    instrumentId: instrument.id,
    symbol: instrument.symbol,
    market: instrument.market,
    currency: market.currency,
    kind: 'open',
    direction: 'long',
    priceType: 'limit',
    price,
    quantity: DEMO_LENDABLE_QUANTITY,
    leverage: 1,
    status: 'pending',
    frozenMinor: 0n,
    createdAt: now,
  });
  const position = await fillOpenOrder(tx, order, market, price, now);
  await updatePosition(tx, position.id, { lockedUntil: now });
}
